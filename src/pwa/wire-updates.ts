import type { Workbox } from 'workbox-window';
import { getUpdateOffer, setUpdateOffer } from './update-offer';

/** The part of a Workbox instance the update flow uses (tests pass a fake). */
export type UpdatableWorkbox = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * A new service worker installs in the background and then waits (sw/update.ts never skips
 * waiting on its own). This offers the switch to the player; accepting tells the waiting worker to
 * take over and reloads once it controls the page, so page and chunks come from the same build.
 */
export function wireUpdates(wb: UpdatableWorkbox, reload: () => void = () => window.location.reload()): void {
  let accepted = false;
  wb.addEventListener('waiting', () => {
    setUpdateOffer(() => {
      accepted = true;
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', () => {
    // Also fires when the first worker claims the page (nothing to offer then) and when another tab
    // accepted the same update: this tab's old chunks are gone from the cache, so a reload is all
    // that is left to offer.
    if (accepted) reload();
    else if (getUpdateOffer()) setUpdateOffer(reload);
  });
}
