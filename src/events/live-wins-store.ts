/**
 * The live wins the event stream brought since the page loaded (spec section 3: "appended to an
 * in-memory list of live wins"). The home screen shows them before the server's latest 20.
 */
import { useSyncExternalStore } from 'react';
import type { LiveWin } from '../contract/api-types';

/** As many as the server's list (GET /game/live-wins): older ones would scroll away anyway. */
export const LIVE_WINS_SHOWN = 20;

let streamed: readonly LiveWin[] = [];
const listeners = new Set<() => void>();

/** Newest first, each id once, at most `cap`. */
export function mergeLiveWins(first: readonly LiveWin[], then: readonly LiveWin[], cap = LIVE_WINS_SHOWN): LiveWin[] {
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

export function appendLiveWin(win: LiveWin): void {
  if (streamed.some((known) => known.id === win.id)) return;
  streamed = mergeLiveWins([win], streamed);
  for (const listener of listeners) listener();
}

export function getStreamedLiveWins(): readonly LiveWin[] {
  return streamed;
}

/** For tests. */
export function resetLiveWins(): void {
  streamed = [];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStreamedLiveWins(): readonly LiveWin[] {
  return useSyncExternalStore(subscribe, getStreamedLiveWins);
}
