import type { Locator } from '@playwright/test';

/**
 * Whether a tap at the control's centre, where the page is now (no scrolling), reaches it: the
 * centre is in the viewport and the topmost element there is the control (a radio's tap target
 * is its label), not a toast, an offer or the bottom bar over it.
 */
export function tapReaches(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const target = element.closest('label') ?? element;
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (target === hit || target.contains(hit));
  });
}

/** A short description of a control for a failure message. */
export const describe = (control: Locator): Promise<string> => control.evaluate((e) => e.outerHTML.slice(0, 90));
