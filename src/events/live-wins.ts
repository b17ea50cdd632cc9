/**
 * The in-memory live wins list (docs/product.md section 3: a live_win event's data "is appended to an
 * in-memory list of live wins") is the live-wins query's data: streamed wins go first, each id
 * once, as many as the server's own list (GET /game/live-wins: the latest 20).
 */
import type { LiveWin } from '../contract/api-types';
import { LIVE_WINS_LIMIT } from '../contract/constants';

export function mergeLiveWins(first: readonly LiveWin[], then: readonly LiveWin[], cap = LIVE_WINS_LIMIT): LiveWin[] {
  const ids = new Set<string>();
  const merged: LiveWin[] = [];
  for (const win of [...first, ...then]) {
    if (merged.length === cap) break;
    if (ids.has(win.id)) continue;
    ids.add(win.id);
    merged.push(win);
  }
  return merged;
}
