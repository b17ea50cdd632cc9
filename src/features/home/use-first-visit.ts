import { setIsFirstVisit } from '../../settings/app-storage';
import { useSettings } from '../../settings/use-settings';

/**
 * The player has read the how-to. Only an explicit dismissal counts as seen: dropping it on its
 * own after one display would change the page's height under a reload's scroll restoration.
 */
function markVisited(): void {
  setIsFirstVisit(false);
}

/** Whether this is the player's first visit (docs/product.md section 3: app-storage.isFirstVisit, default true). */
export function useFirstVisit(): { isFirstVisit: boolean; markVisited: () => void } {
  const { isFirstVisit } = useSettings();
  return { isFirstVisit, markVisited };
}
