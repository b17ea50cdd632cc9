/**
 * The service worker's part of the event channel (docs/event-channel.md): it holds the one upstream
 * stream of the browser and posts every message on BroadcastChannel 'events'. Visible tabs ping
 * it every 20 s with their credentials; each ping keeps the worker alive 25 s (holdFor), so it
 * lives while someone looks and may be stopped when no one does. A worker that wakes reopens the
 * stream from the event id stored in IndexedDB. No credentials, no stream; logout stops it.
 *
 * The stream has one owner in the browser: the worker opens its stream only while it holds the
 * same Web Lock the tabs elect their leader with (src/events/leader.ts). A leader tab streaming
 * when the worker comes (a first visit, before the worker claimed the page) hears the worker's
 * claim on the channel, stops its stream and lets go; the worker then opens its own, from the
 * event id the leader stored last. Where the worker has no Web Locks it streams at once, as before.
 */
import { EVENT_CHANNEL_NAME, SW_KEEPALIVE_MS, type ChannelMessage, type TabToWorkerMessage } from '../src/contract/event-channel';
import { SSE_PATH } from '../src/contract/events';
import { STORAGE_NAMES } from '../src/contract/storage-names';
import { idbLastIdStore } from '../src/events/core/last-id-store';
import { startRelay } from '../src/events/core/relay';
import type { Upstream } from '../src/events/core/upstream';
import { installEventSourceShim } from './events-shim';
import { holdFor } from './lifecycle';
import { sw } from './sw-scope';

installEventSourceShim();

/** A little longer than the tabs' ping interval, so the next ping arrives before the hold ends. */
const KEEPALIVE_HOLD_MS = SW_KEEPALIVE_MS + 5000;

const channel = new BroadcastChannel(EVENT_CHANNEL_NAME);
let authorization: string | null = null;
let stream: Upstream | null = null;
/** Waiting for the stream's lock or holding it; aborted to stop waiting or to let go. */
let ownership: AbortController | null = null;
/** The stream's last state was 'open': a tab back online has nothing to hurry. */
let streamOpen = false;
/**
 * Set when the server said 204 or 401: no new stream for these credentials (until a logout or
 * others), so a dead credential is never retried (docs/sessions.md).
 */
let stoppedFor: string | null = null;

function post(message: ChannelMessage): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage(message);
}

function openStream(apiBase: string): void {
  const current = startRelay({
    holder: 'sw',
    post: (message) => {
      if (message.kind === 'status') streamOpen = message.state === 'open';
      post(message);
    },
    url: `${apiBase}${SSE_PATH}`,
    fetch: (input, init) => fetch(input, init),
    // The latest a tab sent, read on every reconnect.
    authorization: () => authorization,
    lastEventId: idbLastIdStore,
  });
  stream = current;
  void current.done.then(() => {
    if (stream !== current) return; // stopped here, not by the server
    stream = null;
    stoppedFor = authorization;
    letGo();
  });
}

function ensureStream(apiBase: string): void {
  if (stream || ownership || !authorization || stoppedFor === authorization) return;
  const locks = sw.navigator.locks as LockManager | undefined;
  if (!locks) {
    openStream(apiBase);
    return;
  }
  const current = new AbortController();
  ownership = current;
  void locks
    .request(STORAGE_NAMES.leaderLock, { signal: current.signal }, () => {
      if (current.signal.aborted || ownership !== current) return undefined;
      openStream(apiBase);
      // Held until the stream stops here (letGo).
      return new Promise<void>((resolve) => current.signal.addEventListener('abort', () => resolve()));
    })
    .catch(() => {}); // AbortError: let go while still waiting
  // Once the request is queued: a leader tab that hears it stops its stream, and every tab that hears
  // it leaves the election (holder-preference.ts), so the lock comes to the worker.
  post({ kind: 'claim', holder: 'sw', at: Date.now() });
}

function letGo(): void {
  ownership?.abort();
  ownership = null;
}

function stopStream(): void {
  const current = stream;
  stream = null;
  streamOpen = false;
  current?.stop();
  letGo();
}

sw.addEventListener('message', (event) => {
  const message = event.data as TabToWorkerMessage | undefined;
  if (message?.kind === 'logout') {
    authorization = null;
    stoppedFor = null;
    stopStream();
    // After the stream stopped: nothing writes the player's resume point any more.
    event.waitUntil(idbLastIdStore.clear().catch(() => {}));
  } else if (message?.kind === 'keepalive' || message?.kind === 'reconnect') {
    authorization = message.authorization;
    // Back online: a stream in its backoff would wait up to a minute; open a new one now.
    if (!authorization || (message.kind === 'reconnect' && !streamOpen)) stopStream();
    if (authorization) ensureStream(message.apiBase);
    holdFor(event, KEEPALIVE_HOLD_MS);
  }
});
