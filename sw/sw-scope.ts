/// <reference lib="webworker" />

/** The worker's global, typed: lib WebWorker types `self` as a plain worker, not a service worker. */
export const sw = self as unknown as ServiceWorkerGlobalScope;
