/**
 * Speaks a text through the app's persistent live regions (app/LiveRegions.tsx): each text is a
 * new node in the region of its politeness, so the same words said twice are announced twice,
 * and a text set in the same frame as the region's content appears is still announced, since the
 * region was in the page long before.
 */
export type Politeness = 'polite' | 'assertive';

/** Long enough for a screen reader to have read it; the region then holds nothing stale to browse. */
const KEEP_MS = 7000;

export function announce(text: string, politeness: Politeness): void {
  const region = document.querySelector(`[data-live-region="${politeness}"]`);
  if (!region || !text) return;
  const line = document.createElement('p');
  line.textContent = text;
  region.append(line);
  setTimeout(() => line.remove(), KEEP_MS);
}
