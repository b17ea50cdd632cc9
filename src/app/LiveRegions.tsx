import type { Politeness } from '../lib/announce';

const POLITENESS: readonly Politeness[] = ['polite', 'assertive'];

/**
 * The app's live regions, one per politeness, mounted with the root layout and never replaced:
 * screen readers announce a change inside a region that was already in the page, not reliably a
 * region that arrives filled (docs/i18n-a11y.md, "Toasts"). lib/announce.ts adds the texts; React
 * renders the regions empty and never touches what is added to them.
 */
export function LiveRegions() {
  return POLITENESS.map((politeness) => <div key={politeness} className="visually-hidden" aria-live={politeness} data-live-region={politeness} />);
}
