/**
 * A visible tab pings the controlling service worker every SW_KEEPALIVE_MS (docs/event-channel.md):
 * each ping wakes a stopped worker, keeps a running one alive a little longer than the next ping,
 * and hands it the tab's latest credentials for the stream. Hidden tabs stay quiet, so the
 * browser may stop the worker (and the stream) once nobody looks.
 */
import { SW_KEEPALIVE_MS, type TabToWorkerMessage } from '../contract/event-channel';
import { isPageVisible, watchVisibility } from './visibility';

export function controllingWorker(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
}

export function keepWorkerAlive(message: () => TabToWorkerMessage): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a ServiceWorker has no target origin
  const ping = () => controllingWorker()?.postMessage(message());
  const start = () => {
    if (timer !== undefined || !isPageVisible()) return;
    ping();
    timer = setInterval(ping, SW_KEEPALIVE_MS);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const unwatch = watchVisibility((visible) => (visible ? start() : pause()));
  start();
  return () => {
    unwatch();
    pause();
  };
}
