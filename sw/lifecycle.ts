import { sw } from './sw-scope';
import { STORAGE_NAMES } from '../src/contract/storage-names';

/**
 * Chromium activates a worker that called skipWaiting() only once the running worker has no
 * event in flight, and a message event kept alive with waitUntil counts (the event stream's 25 s
 * keepalive holds, renewed every 20 s, would defer an accepted update forever). So the new worker
 * announces, when the player accepts the update, that it takes over; the running one hears it
 * here, and every hold it makes must end by then: `event.waitUntil(Promise.race([hold, superseded]))`.
 */
const LIFECYCLE_CHANNEL = STORAGE_NAMES.swLifecycleChannel;
const SUPERSEDING = 'superseding';

const channel = new BroadcastChannel(LIFECYCLE_CHANNEL);

let markSuperseded: () => void = () => {};
/** Resolves in the running worker once a newer one has been told to take over. */
export const superseded = new Promise<void>((resolve) => {
  markSuperseded = resolve;
});

channel.addEventListener('message', (event) => {
  if (event.data === SUPERSEDING) markSuperseded();
});

/** Called by the worker that is about to skip waiting (a channel never hears its own messages). */
export function announceSuperseding(): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage(SUPERSEDING);
}

/** Keeps `event` alive for `ms`, but never past the moment a newer worker takes over. */
export function holdFor(event: ExtendableEvent, ms: number): void {
  event.waitUntil(Promise.race([new Promise((resolve) => sw.setTimeout(resolve, ms)), superseded]));
}
