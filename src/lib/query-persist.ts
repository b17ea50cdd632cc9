/**
 * The persisted query cache (docs/offline.md): the player, circles, history and live wins are saved to
 * localStorage, so a reload shows them at once and the app works offline with the last data seen.
 * Its own chunk (the persister and TanStack's hydration are about 2 KB gzip that the initial JS
 * budget has no room for), loaded at start by src/app/PersistedQueries.tsx.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { queryKeys } from './query-keys';
import { PERSIST_MAX_AGE_MS } from '../contract/saved-data';
import { PERSIST_STORAGE_KEY, SCREEN_SNAPSHOT_KEY } from './saved-query-cache';
import { sessionOwner } from './session/session-owner';
import { appConfig } from '../config';

/**
 * What the screens show offline. The seed and anything else is always fetched fresh. The rules
 * (odds, stake limits) and opened orders are kept so odds show and an order verifies offline.
 */
export const PERSISTED_QUERY_KEYS: readonly QueryKey[] = [
  queryKeys.me(),
  queryKeys.circles(),
  queryKeys.history(),
  queryKeys.liveWins(),
  queryKeys.rules(),
  queryKeys.orders(),
];

/** Names this build (vite.config.ts); a dev server has none. */
const BUILD_ID = appConfig.buildId;

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/** Successful queries of the allow-list only: an error or a pending query is nothing to show offline. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && PERSISTED_QUERY_KEYS.some((prefix) => startsWith(query.queryKey, prefix));
}

/** localStorage, or nothing where reading it throws (storage blocked in some embedded views). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createQueryPersister(storage: Storage | undefined = browserStorage(), throttleTime = 1000): Persister {
  return createSyncStoragePersister({
    storage,
    key: PERSIST_STORAGE_KEY,
    throttleTime,
    // A full storage (QuotaExceededError) drops the oldest query and tries again, down to nothing:
    // saving never throws into the app.
    retry: removeOldestQuery,
  });
}

/**
 * The buster drops a cache written by another build (its data shapes may differ) or for another
 * player (`owner`, lib/session/session-owner.ts): one player's balance and history never show to
 * the next one on a shared device. A screen snapshot carries the same (app/static-shell/).
 */
export function persistBuster(owner: string = sessionOwner()): string {
  return `${BUILD_ID}|${owner}`;
}

export function persistOptions(
  queryClient: QueryClient,
  owner: string,
  persister: Persister = createQueryPersister(),
): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: persistBuster(owner),
    // Paused mutations are not saved: orders and withdraws need the network (their buttons say
    // so offline), and replaying a stale order after a reload is not what a player expects.
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
}

/** One start per client: a second (React's strict mode runs effects twice) shares the first. */
const started = new WeakMap<QueryClient, Promise<void>>();

/**
 * Restores the saved cache (when `restore`), then saves every change for as long as the page
 * lives. Persisted queries stay in memory as long as the saved cache is good for (gcTime ≥ maxAge):
 * the cache is saved from what memory holds, so history left unvisited past the default 5 minutes
 * would vanish from it. Restored queries are marked stale, so what is on screen refetches as on a
 * fresh start (paused while offline, the saved data showing meanwhile).
 */
export function startQueryPersistence(
  client: QueryClient,
  { restore, options }: { restore: boolean; options?: PersistQueryClientOptions },
): Promise<void> {
  let start = started.get(client);
  if (!start) {
    start = persist(client, restore, options ?? persistOptions(client, sessionOwner()));
    started.set(client, start);
  }
  return start;
}

/** How to stop saving each client's cache, and with which options it was saved. */
const running = new WeakMap<QueryClient, { unsubscribe: () => void; options: PersistQueryClientOptions }>();

/**
 * Logout (lib/session/logout.ts): stops saving, empties the cache, and overwrites the saved copy
 * with the empty cache; a throttled save still pending writes that empty state, never the player's.
 */
export async function dropSavedQueries(client: QueryClient, storage: Storage | undefined = browserStorage()): Promise<void> {
  const current = running.get(client);
  running.delete(client);
  started.delete(client);
  current?.unsubscribe();
  client.clear();
  if (current) await persistQueryClientSave(current.options);
  storage?.removeItem(PERSIST_STORAGE_KEY);
  // The last look of history is this player's data too (app/static-shell/keep-screen-snapshots.ts).
  storage?.removeItem(SCREEN_SNAPSHOT_KEY);
}

async function persist(client: QueryClient, restore: boolean, options: PersistQueryClientOptions): Promise<void> {
  for (const queryKey of PERSISTED_QUERY_KEYS) client.setQueryDefaults(queryKey, { gcTime: PERSIST_MAX_AGE_MS });
  if (restore) {
    try {
      await persistQueryClientRestore(options);
      await client.invalidateQueries();
    } catch {
      // A corrupt or unreadable cache: the restore has removed it; start empty.
    }
  }
  running.set(client, { unsubscribe: persistQueryClientSubscribe(options), options });
  // What settled before saving started (the me call of a first visit) is saved now, not at the next change.
  void persistQueryClientSave(options);
}
