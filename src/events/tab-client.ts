/**
 * One tab's end of the event channel (docs/event-channel.md). Consumers only see `dispatch`; who
 * holds the upstream stream is decided here, by preference:
 * - 'worker': a service worker controls the page. It holds the stream; this tab pings it.
 * - 'elect': Web Locks: the visible tabs elect a leader that streams and posts on the channel.
 * - 'solo': neither (old browsers): this tab streams for itself while visible.
 * A tab that hears nothing for SILENCE_FALLBACK_MS steps one place down that list, and back up
 * once it hears the holder it left (the worker's or a leader's heartbeat).
 */
import { EVENT_CHANNEL_NAME, SILENCE_FALLBACK_MS, type ChannelMessage, type TabToWorkerMessage } from '../contract/event-channel';
import { SSE_PATH } from '../contract/events';
import { reachability } from '../lib/app-reachability';
import { currentAuthorization, rejectAuthorization, subscribeCredentials } from '../lib/session/credentials';
import { idbLastIdStore } from './core/last-id-store';
import { startRelay } from './core/relay';
import type { Dispatch } from './dispatcher';
import { hasWebLocks, leadWhileVisible } from './leader';
import { isPageVisible, watchVisibility, whileVisible } from './visibility';
import { controllingWorker, keepWorkerAlive } from './worker-keepalive';

type Holder = 'worker' | 'elect' | 'solo';
const PREFERENCE: readonly Holder[] = ['worker', 'elect', 'solo'];

export interface TabClient {
  stop(): void;
}

export function startTabClient(apiBase: string, dispatch: Dispatch): TabClient {
  const url = `${apiBase}${SSE_PATH}`;
  const channel = new BroadcastChannel(EVENT_CHANNEL_NAME);
  /**
   * When this tab last heard the worker on the channel. A tab that loaded while the first worker
   * was activating is not claimed by it (and stays without a controller until a reload), yet it
   * hears the worker's stream on the channel like any other tab: it must not open a second one.
   */
  let heardWorkerAt = Number.NEGATIVE_INFINITY;
  const isAvailable = (holder: Holder) => {
    if (holder === 'worker') return controllingWorker() !== null || Date.now() - heardWorkerAt < SILENCE_FALLBACK_MS;
    return holder === 'elect' ? hasWebLocks() : true;
  };
  /** How many places down the preference list silence has pushed this tab. */
  let fallback = 0;
  let holder: Holder | null = null;
  let release = () => {};
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The holder's stream ended for good (204): silence is expected, not a reason to stream. */
  let holderStopped = false;
  /** The holder's stream is open (its last status): nothing to hurry when the network comes back. */
  let holderOpen = false;

  const choices = () => PREFERENCE.filter(isAvailable);
  const chosen = () => {
    const options = choices();
    return options[Math.min(fallback, options.length - 1)] ?? 'solo';
  };

  const stream = (post: Dispatch) => {
    const relay = startRelay({
      holder: 'tab',
      post,
      url,
      fetch: (input, init) => fetch(input, init), // looked up per call: tests fake the network edge
      authorization: currentAuthorization,
      // The same 401 path as every API call: the credential is dropped for the whole page.
      onUnauthorized: rejectAuthorization,
      lastEventId: idbLastIdStore,
    });
    return () => relay.stop();
  };

  function hear(message: ChannelMessage): void {
    if (message.kind === 'status') {
      holderStopped = message.state === 'stopped';
      holderOpen = message.state === 'open';
    }
    if (message.kind === 'unreachable') reachability.reportStreamFailure();
    armSilence();
    dispatch(message);
  }

  const postToAll: Dispatch = (message) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    channel.postMessage(message);
    hear(message); // a channel never delivers to its own sender
  };

  function startHolder(next: Holder): () => void {
    if (next === 'worker') return keepWorkerAlive(() => ({ kind: 'keepalive', authorization: currentAuthorization(), apiBase }));
    if (next === 'elect') return leadWhileVisible(() => stream(postToAll));
    return whileVisible(() => stream(hear));
  }

  function reconcile(): void {
    const next = chosen();
    if (next === holder) return;
    release();
    holder = next;
    release = startHolder(next);
  }

  function armSilence(): void {
    clearTimeout(silenceTimer);
    if (!isPageVisible() || holderStopped) return;
    silenceTimer = setTimeout(() => {
      fallback = Math.min(fallback + 1, choices().length - 1);
      reconcile();
      armSilence();
    }, SILENCE_FALLBACK_MS);
  }

  channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message.kind !== 'event') {
      // Heard the worker: back to it. Heard a leader while streaming alone: back to the election.
      if (message.holder === 'sw') {
        heardWorkerAt = Date.now();
        fallback = 0;
      } else if (chosen() === 'solo') fallback = Math.max(0, choices().indexOf('elect'));
      reconcile();
    }
    hear(message);
  });

  const onControllerChange = () => {
    fallback = 0;
    reconcile();
  };
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  worker?.addEventListener('controllerchange', onControllerChange);
  const unwatch = watchVisibility((visible) => (visible ? armSilence() : clearTimeout(silenceTimer)));

  /**
   * No credentials left (a 401 everywhere, a logout): no stream. New ones (a renewal, the session
   * token traded at start): the worker hears them at once, and a holder a 401 stopped starts again.
   */
  const unsubscribeCredentials = subscribeCredentials(() => {
    const stopped = holderStopped || holder === null;
    if (!currentAuthorization()) {
      release();
      release = () => {};
      holder = null;
      clearTimeout(silenceTimer);
      return;
    }
    if (!stopped && holder !== 'worker') return; // a running stream reads the latest on its next connect
    release();
    holder = null;
    holderStopped = false;
    reconcile();
    armSilence();
  });

  /** Back online (docs/offline.md): a stream waiting out its backoff reconnects now, and tabs refetch. */
  const unsubscribeReachability = reachability.subscribe(() => {
    if (!reachability.isOnline() || holder === null || holderOpen || holderStopped) return;
    if (holder === 'worker') {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a ServiceWorker has no target origin
      controllingWorker()?.postMessage({ kind: 'reconnect', authorization: currentAuthorization(), apiBase } satisfies TabToWorkerMessage);
      return;
    }
    release();
    holder = null;
    reconcile();
  });

  reconcile();
  armSilence();

  return {
    stop() {
      unsubscribeReachability();
      unsubscribeCredentials();
      unwatch();
      worker?.removeEventListener('controllerchange', onControllerChange);
      clearTimeout(silenceTimer);
      release();
      channel.close();
    },
  };
}
