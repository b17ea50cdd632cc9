/** Where the persisted query cache lives (lib/query-persist.ts); this part is read before the first render. */
import { STORAGE_NAMES } from '../contract/storage-names';

export const PERSIST_STORAGE_KEY = STORAGE_NAMES.queryCache;

/** Where the last look of a screen drawn from that cache is kept (app/static-shell/keep-screen-snapshots.ts). */
export const SCREEN_SNAPSHOT_KEY = STORAGE_NAMES.screenSnapshot;

/** Whether a saved cache waits in localStorage: a cheap sync check, so a first visit waits for nothing. */
export function hasSavedQueryCache(): boolean {
  try {
    return localStorage.getItem(PERSIST_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked (some embedded views): nothing was saved either
  }
}
