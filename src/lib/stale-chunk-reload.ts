/**
 * After a deploy, a tab still running the old build may ask for a route chunk the server no longer
 * has (its name carries the old hash), e.g. without a service worker, or after another tab switched
 * the worker to the new build. A reload picks up the new build, so that is what happens, once: a
 * chunk that fails again soon after is a real failure, and the route error screen shows it.
 * https://vite.dev/guide/build#load-error-handling
 * Offline, a reload would only trade the app for the browser's offline page: the error screen
 * (with its own 'try again!') is the honest answer then.
 */
import { STORAGE_NAMES } from '../contract/storage-names';
import { reachability } from './app-reachability';

const RELOADED_AT_KEY = STORAGE_NAMES.staleChunkReload;
/** At most one automatic reload per this long: never a reload loop. */
const GUARD_MS = 60_000;

export function reloadOnceForStaleChunk(error: unknown): Promise<never> {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (reachability.isOnline() && !(Date.now() - last < GUARD_MS)) {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {}); // the page is going away: no error screen flashes meanwhile
    }
  } catch {
    // No sessionStorage (blocked in some embedded views): no guard, so no automatic reload.
  }
  return Promise.reject(error);
}
