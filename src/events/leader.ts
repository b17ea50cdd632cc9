/**
 * Leader election among this origin's tabs without a service worker (docs/event-channel.md): the tab
 * holding the Web Lock holds the stream. A tab asks for the lock only while visible and lets go
 * when hidden, so the stream lives where someone looks; the browser releases the lock of a closed
 * tab, and the next visible tab in the lock's queue takes over.
 */
import { isPageVisible, watchVisibility } from './visibility';
import { STORAGE_NAMES } from '../contract/storage-names';

export const LEADER_LOCK = STORAGE_NAMES.leaderLock;

export function hasWebLocks(): boolean {
  return typeof navigator !== 'undefined' && navigator.locks !== undefined;
}

/** `lead` runs each time this tab is elected and returns how to stop leading. */
export function leadWhileVisible(lead: () => () => void): () => void {
  let candidacy: AbortController | null = null;

  const stand = () => {
    if (candidacy || !isPageVisible()) return;
    const current = new AbortController();
    candidacy = current;
    navigator.locks
      .request(LEADER_LOCK, { signal: current.signal }, () => {
        if (current.signal.aborted) return undefined;
        const stopLeading = lead();
        // The lock is held until this promise settles: until this tab steps down.
        return new Promise<void>((resolve) => {
          current.signal.addEventListener('abort', () => {
            stopLeading();
            resolve();
          });
        });
      })
      // AbortError: stepped down while still waiting in the queue.
      .catch(() => {});
  };

  const stepDown = () => {
    candidacy?.abort();
    candidacy = null;
  };

  const unwatch = watchVisibility((visible) => (visible ? stand() : stepDown()));
  stand();
  return () => {
    unwatch();
    stepDown();
  };
}
