/**
 * Whether this is the player's first visit (spec section 3: app-storage.isFirstVisit, default
 * true). A stand-in backed by one localStorage key until the settings store exists.
 */
const STORAGE_KEY = 'app-storage-first-visit';

function readFirstVisit(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'false';
  } catch {
    return false; // No storage: showing the how-to on every visit would be worse than never.
  }
}

/** Read once per page load: the how-to keeps its place (and home its height) across back and forward. */
let firstVisit: boolean | undefined;

/**
 * The player has read the how-to. Only an explicit dismissal counts as seen: dropping it on its
 * own after one display would change the page's height under a reload's scroll restoration.
 */
function markVisited(): void {
  firstVisit = false;
  try {
    localStorage.setItem(STORAGE_KEY, 'false');
  } catch {
    // Nothing to do: see readFirstVisit.
  }
}

export function useFirstVisit(): { isFirstVisit: boolean; markVisited: () => void } {
  firstVisit ??= readFirstVisit();
  return { isFirstVisit: firstVisit, markVisited };
}
