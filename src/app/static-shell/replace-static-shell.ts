import type { ShellTap } from './replay-shell-taps';

/** The element src/app/static-shell/show/ puts the prerendered home or a screen snapshot in (scripts/vite-static-shell.ts). */
const SHELL_ID = 'static-shell';

/**
 * A screen snapshot shows the player's data (keep-screen-snapshots.ts): it also waits out the
 * app's placeholders while the saved query cache is restored, but never longer than this after
 * the app has shown its screen (a cache the app could not restore would hold it forever).
 */
const SNAPSHOT_HOLD_MS = 2000;

/** static-shell.js's queue of taps on the shell, once (a second call finds none). */
function takeShellTaps(): ShellTap[] {
  const taps = window.__shellTaps ?? [];
  window.__shellTaps = undefined;
  return taps;
}

export function staticShellShown(): boolean {
  return document.getElementById(SHELL_ID) !== null;
}

/** Still loading: the screen's chunk (ScreenFallback) has not arrived; the shell shows more. */
const stillLoading = (root: HTMLElement) => root.querySelector('.screen-fallback') !== null;

/**
 * Removes the prerendered shell in the task in which the app first shows something in `root`
 * other than a screen's loading fallback: a MutationObserver's callback runs at the end of that
 * task, before the browser paints, and `#root` is hidden while the shell is there (index.html's
 * style), so no frame shows both or neither. Whatever the app shows first (home, the login screen,
 * an error) replaces the shell; until then (the me call) the shell stays. A snapshot also waits
 * for the app's placeholders to go. Taps on the shell are replayed on the app then
 * (replay-shell-taps.ts). docs/performance.md.
 */
export function replaceStaticShellOnFirstRender(root: HTMLElement): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  const snapshot = shell.hasAttribute('data-snapshot');
  let hold: ReturnType<typeof setTimeout> | undefined;
  const replace = () => {
    observer.disconnect();
    clearTimeout(hold);
    const taps = takeShellTaps();
    shell.remove();
    // The snapshot's inline copy of its CSS: the app has linked the same files by now.
    for (const style of document.querySelectorAll('style[data-snapshot-css]')) style.remove();
    // What the player tapped on the shell happens now, on the app's controls (a chunk of its own:
    // most starts have no taps to replay, and the initial JS has a budget).
    if (taps.length) void import('./replay-shell-taps').then(({ replayShellTaps }) => replayShellTaps(root, taps));
  };
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || stillLoading(root)) return;
    if (snapshot && root.querySelector('[aria-busy="true"]')) hold ??= setTimeout(replace, SNAPSHOT_HOLD_MS);
    else replace();
  });
  observer.observe(root, { childList: true, subtree: true });
}
