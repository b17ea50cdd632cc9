import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { sw } from './sw-scope';
import { isLanguageChunkPath } from '../src/contract/language-chunks';
import { STORAGE_NAMES } from '../src/contract/storage-names';


// A player uses one or two languages: fetch each once, when chosen, then serve it from the cache.
// The names are content-hashed, so a cached chunk is never stale; expiration only bounds storage.
registerRoute(
  ({ url }) => url.origin === sw.location.origin && isLanguageChunkPath(url.pathname),
  new CacheFirst({
    cacheName: STORAGE_NAMES.languageCache,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);
