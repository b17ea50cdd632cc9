import { useEffect, useLayoutEffect } from 'react';
import type { AroundNavHandler } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import {
  entryKey,
  loadPositions,
  recalledPosition,
  rememberPosition,
  savePositions,
  withFreshKey,
} from './scroll-memory';

/**
 * How long restoration keeps waiting for a screen to grow tall enough for its position: home's live
 * data arrives after its first render, later still on a slow phone or a loaded machine. A tap, wheel
 * or key from the player ends the wait at once (their scroll wins).
 */
const RESTORE_DEADLINE_MS = 10_000;
const PLAYER_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The entry whose scroll position has been applied; scroll events are recorded only for it. */
let settledKey: string | undefined;

/**
 * The router's `aroundNav`: every navigation gets its own history entry key, so back/forward can
 * find its position. View transitions stay off (docs/product.md section 2): we never call startViewTransition.
 */
export const navigateWithScrollKey: AroundNavHandler = (navigate, to, options) => {
  if (settledKey !== undefined) rememberPosition(settledKey, window.scrollY);
  savePositions();
  navigate(to, { replace: options?.replace, state: withFreshKey(options?.state) });
};

/**
 * Records the scroll position of the current history entry. Call once, near the root. Positions are
 * applied by `useRestoreScrollAfterRender` in each screen, once the (lazy) screen has rendered.
 */
export function useScrollRestoration(): void {
  useEffect(() => {
    loadPositions();
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      // While a new entry's screen is still loading, the page height changes under the old position;
      // those scroll events describe no entry and must not overwrite a saved position.
      const key = entryKey();
      if (key === settledKey) rememberPosition(key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);
}

/**
 * Put in every leaf screen (inside its Suspense boundary): after the screen renders for a new
 * history entry, it scrolls to the entry's remembered position, or to the top for a new navigation.
 */
export function useRestoreScrollAfterRender(): void {
  const state: unknown = useHistoryState(); // re-render on every push, even to the same URL
  useLayoutEffect(() => {
    const key = entryKey(state);
    if (key === settledKey) return;
    const target = recalledPosition(key);
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const input of PLAYER_INPUTS) window.removeEventListener(input, settle);
    };
    function settle() {
      settledKey = key;
      stop();
    }
    const apply = () => {
      window.scrollTo(0, target);
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || performance.now() - started >= RESTORE_DEADLINE_MS) settle();
      else frame = requestAnimationFrame(apply);
    };
    for (const input of PLAYER_INPUTS) window.addEventListener(input, settle, { passive: true });
    apply();
    return stop;
  }, [state]);
}
