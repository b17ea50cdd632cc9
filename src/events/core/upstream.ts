/**
 * The one upstream event stream (docs/product.md section 4, docs/event-channel.md) on
 * @microsoft/fetch-event-source, with the spec's rules, which that library does not apply itself
 * (lib/esm/fetch.js of 2.0.1):
 * - it reconnects after 1000 ms by default and uses the server's `retry:` only when onerror returns
 *   nothing, and it does not reconnect at all after a normal close. So the interval is tracked
 *   here (3000 ms, then each `retry:`), onclose throws to reconnect, and onerror returns the delay.
 * - 200 with text/event-stream opens; 204 stops for good; any other status or content type is an
 *   error, retried with a capped exponential backoff (backoff.ts), never in a tight loop.
 * - 401: the credential is dead (onUnauthorized drops it). The stream goes on only with another
 *   one; with none left it stops, and the holder starts a new one once the session is renewed
 *   (docs/sessions.md): a dead credential is never retried.
 * - a malformed message is skipped with a warning; the stream carries on.
 * Worker-safe: runs in the service worker (with events-shim.ts) and in a tab.
 */
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { SSE_RETRY_MS, type StreamEvent } from '../../contract/events';
import { backoffDelay } from './backoff';
import type { LastIdStore } from './last-id-store';
import { parseStreamEvent } from './parse-event';

/** A server's `retry:` below this is raised to it: a stream that closes at once must not spin. */
export const MIN_RETRY_MS = 1000;

export type UpstreamState = 'open' | 'reconnecting' | 'stopped';

export interface UpstreamOptions {
  url: string;
  fetch: typeof fetch;
  /** Read before every (re)connect: the latest credentials; null stops the stream. */
  authorization: () => string | null;
  lastEventId: LastIdStore;
  onEvent: (id: string, event: StreamEvent) => void;
  /** Every change; 'stopped' only when the server (204) or missing credentials end it, not on stop(). */
  onState?: (state: UpstreamState) => void;
  /** Any sign of life without an event: a `: ping` comment, a `retry:` line. */
  onHeartbeat?: () => void;
  /** The stream got no answer at all (a network error, not an HTTP one): the server is out of reach. */
  onNetworkError?: () => void;
  /** The server refused this authorization (401); true when another credential is left to try. */
  onUnauthorized?: (authorization: string) => boolean;
  random?: () => number;
}

export interface Upstream {
  stop(): void;
  /** Settles once the stream is over for good: stop(), a 204, or no credentials. */
  done: Promise<void>;
}

/** Ends the stream without a retry: the server said 204, or there are no credentials. */
class StreamStopped extends Error {}
/** A normal close: reconnect after the retry interval. */
class StreamClosed extends Error {}

function isEventStream(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

export function openUpstream(options: UpstreamOptions): Upstream {
  const controller = new AbortController();
  const random = options.random ?? Math.random;
  let retryMs = SSE_RETRY_MS;
  let failures = 0;
  let lastId: string | undefined;
  let state: UpstreamState | undefined;
  const setState = (next: UpstreamState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  // The library keeps its own Last-Event-ID header; ours, kept with the store, wins on every call.
  let sentAuthorization: string | null = null;
  const authorizedFetch: typeof fetch = (input, init) => {
    const authorization = options.authorization();
    sentAuthorization = authorization;
    if (!authorization) return Promise.reject(new StreamStopped('no credentials'));
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string>), authorization };
    if (lastId) headers['last-event-id'] = lastId;
    else delete headers['last-event-id'];
    return options.fetch(input, { ...init, headers });
  };

  const onopen = async (response: Response) => {
    if (response.status === 204) throw new StreamStopped('204: the server asks not to reconnect');
    if (response.status === 401 && sentAuthorization) {
      await response.body?.cancel().catch(() => {});
      if (!options.onUnauthorized?.(sentAuthorization)) throw new StreamStopped('401: no valid credentials left');
      throw new Error('event stream refused: 401, trying the next credential');
    }
    if (response.status !== 200 || !isEventStream(response)) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`event stream refused: ${response.status} ${response.headers.get('content-type') ?? 'no content type'}`);
    }
    failures = 0;
    setState('open');
  };

  const onmessage = (message: EventSourceMessage) => {
    if (message.retry !== undefined) retryMs = Math.max(MIN_RETRY_MS, message.retry);
    if (message.id) {
      lastId = message.id;
      void options.lastEventId.set(message.id).catch(() => {});
    }
    if (!message.data) {
      options.onHeartbeat?.();
      return;
    }
    const event = parseStreamEvent(message.data);
    if (!event || !message.id) {
      console.warn('Event stream: skipped a malformed message', message.id, message.data);
      return;
    }
    try {
      options.onEvent(message.id, event);
    } catch (error) {
      // A consumer's bug must not reconnect the stream (which would replay the same event).
      console.error('Event stream: a consumer failed', error);
    }
  };

  const onerror = (error: unknown): number => {
    if (error instanceof StreamStopped) throw error;
    setState('reconnecting');
    if (error instanceof StreamClosed) return retryMs;
    // fetch rejects with a TypeError when the network fails; a refused status is our own Error.
    if (error instanceof TypeError) options.onNetworkError?.();
    failures += 1;
    return backoffDelay(failures, retryMs, random);
  };

  const done = (async () => {
    lastId = await options.lastEventId.get().catch(() => undefined);
    if (controller.signal.aborted) return;
    try {
      await fetchEventSource(options.url, {
        signal: controller.signal,
        openWhenHidden: true, // visibility is the caller's business (the leader lets go when hidden)
        fetch: authorizedFetch,
        onopen,
        onmessage,
        onclose: () => {
          throw new StreamClosed();
        },
        onerror,
      });
    } catch (error) {
      if (!(error instanceof StreamStopped)) console.warn('Event stream: stopped by an unexpected error', error);
    }
    if (!controller.signal.aborted) setState('stopped');
  })();

  return { stop: () => controller.abort(), done };
}
