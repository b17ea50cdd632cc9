import { clientsClaim } from 'workbox-core';
import { announceSuperseding } from './lifecycle';
import { sw } from './sw-scope';

// No skipWaiting on install: a new version waits until the player accepts the reload offer
// (src/pwa/UpdatePrompt.tsx), so a running tab never mixes chunks of two builds. workbox-window's
// messageSkipWaiting() sends this message to the waiting worker.
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== 'SKIP_WAITING') return;
  announceSuperseding(); // the running worker lets go of its keepalive holds (lifecycle.ts)
  void sw.skipWaiting();
});

// The first install takes control of the open page at once (nothing older is running then), so
// the very first visit already works offline and the event stream can live in the worker.
clientsClaim();
