/**
 * The service worker's part of the event channel (docs/event-channel.md): it holds the one upstream
 * stream of the browser and posts every message on BroadcastChannel 'events'. Visible tabs ping
 * it every 20 s with their credentials; each ping keeps the worker alive 25 s (holdFor), so it
 * lives while someone looks and may be stopped when no one does. A worker that wakes reopens the
 * stream from the event id stored in IndexedDB. No credentials, no stream; logout stops it.
 */
import { EVENT_CHANNEL_NAME, SW_KEEPALIVE_MS, type TabToWorkerMessage } from '../src/contract/event-channel';
import { SSE_PATH } from '../src/contract/events';
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
/** The stream's last state was 'open': a tab back online has nothing to hurry. */
let streamOpen = false;
/**
 * Set when the server said 204 or 401: no new stream for these credentials (until a logout or
 * others), so a dead credential is never retried (docs/sessions.md).
 */
let stoppedFor: string | null = null;

function ensureStream(apiBase: string): void {
  if (stream || !authorization || stoppedFor === authorization) return;
  const current = startRelay({
    holder: 'sw',
    post: (message) => {
      if (message.kind === 'status') streamOpen = message.state === 'open';
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      channel.postMessage(message);
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
  });
}

function stopStream(): void {
  const current = stream;
  stream = null;
  streamOpen = false;
  current?.stop();
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
