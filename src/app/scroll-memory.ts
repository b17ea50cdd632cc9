/**
 * Scroll positions per history entry, for restoring scroll on back/forward (docs/product.md section 2; wouter
 * does not do it). Every navigation through the router stores a fresh key in `history.state`; the
 * first entry of a session has none, so its URL stands in. Positions survive reloads in
 * sessionStorage, which is per tab like the history stack itself.
 */
const STATE_KEY = 'scrollKey';
const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 100;

const positions = new Map<string, number>();
let loaded = false;

export function entryKey(state: unknown = history.state): string {
  const key = state && typeof state === 'object' && STATE_KEY in state ? state[STATE_KEY] : undefined;
  return typeof key === 'string' ? key : `url:${location.pathname}${location.search}`;
}

/** The state object for a new history entry: the caller's state plus a fresh key. */
export function withFreshKey(state: unknown): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, [STATE_KEY]: Math.random().toString(36).slice(2, 10) };
}

export function rememberPosition(key: string, y: number): void {
  positions.delete(key); // re-insert so the Map's order is least recently used first
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

export function recalledPosition(key: string): number {
  loadPositions();
  return positions.get(key) ?? 0;
}

export function loadPositions(): void {
  if (loaded) return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const [key, y] of stored) if (typeof key === 'string' && typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // Storage can be disabled or hold garbage; restoration is a nicety, so start empty.
  }
}

export function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Quota or disabled storage: positions then last for this page only.
  }
}
