/** The element public/static-shell.js puts the prerendered home in (scripts/vite-static-shell.ts). */
const SHELL_ID = 'static-shell';

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
 * an error) replaces the shell; until then (the me call) the shell stays. docs/performance.md.
 */
export function replaceStaticShellOnFirstRender(root: HTMLElement): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || stillLoading(root)) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
