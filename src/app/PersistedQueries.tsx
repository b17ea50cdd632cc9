import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, useEffect, useState, type ReactNode } from 'react';
import { hasSavedQueryCache } from '../lib/saved-query-cache';
import { onLogout } from '../lib/session/logout-cleanups';
import { yieldToBrowser } from '../lib/yield-to-browser';
import type { Launch } from './launch';

// Requested at start, in parallel with the first render (it is its own chunk, see
// lib/query-persist.ts; the service worker serves it from its precache on every later start), in
// the task after the entry's evaluation, not in it (docs/performance.md, "The takeover's tasks").
const persistence = yieldToBrowser().then(() => import('../lib/query-persist'));

/**
 * The query client with its saved cache (docs/offline.md): what PersistQueryClientProvider does, with
 * the persister loaded lazily. While a saved cache is restored, queries wait (IsRestoringProvider),
 * so the first screen shows saved data at once, offline too. Without a saved cache (a first visit)
 * nothing waits for the chunk: the me call starts at once and is saved when the chunk arrives.
 */
export function PersistedQueries({ client, launch, children }: { client: QueryClient; launch: Pick<Launch, 'login'>; children: ReactNode }) {
  // After a Telegram login redirect is exchanged: the cache belongs to whoever that signs in.
  use(launch.login);
  const [restoring, setRestoring] = useState(hasSavedQueryCache);
  const [restore] = useState(restoring);

  // Logout clears this player's data from memory and from the saved copy (docs/sessions.md).
  useEffect(() => onLogout(() => persistence.then(({ dropSavedQueries }) => dropSavedQueries(client)).catch(() => client.clear())), [client]);

  useEffect(() => {
    void persistence
      .then(({ startQueryPersistence }) => startQueryPersistence(client, { restore }))
      // The chunk failed to load (offline without a service worker): the app runs without the saved cache.
      .catch(() => {})
      .finally(() => setRestoring(false));
  }, [client, restore]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
