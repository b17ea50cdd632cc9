import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

// `self.__WB_MANIFEST` must appear literally: the build replaces exactly that expression with the
// list of files to precache.
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The shell and every route chunk (globPatterns in vite.config.ts), so the app opens offline and
// every screen works there; other languages are cached on first use (catalogue-cache.ts).
precacheAndRoute(self.__WB_MANIFEST);
// Drops the precache of older workbox versions, which would otherwise stay in storage forever.
cleanupOutdatedCaches();
