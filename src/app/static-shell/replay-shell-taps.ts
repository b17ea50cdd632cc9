/**
 * The app's half of "no tap is lost" (docs/performance.md "Taps before the
 * app runs"): static-shell.js queues the taps on the prerendered home in `window.__shellTaps`;
 * when the app has replaced the shell, each is replayed once, in order, on the app's control of
 * the same name (data-replay, or a link's href), as the player meant it. A tap whose control the
 * app does not show (a pick of another game) is dropped, never sent somewhere else.
 */
export interface ShellTap {
  key: string;
  /** The stake field's text as typed. */
  value?: string;
}

declare global {
  interface Window {
    __shellTaps?: ShellTap[];
  }
}

function controlFor(root: HTMLElement, key: string): HTMLElement | null {
  const selector = key.startsWith('href:') ? `a[href="${CSS.escape(key.slice(5))}"]` : `[data-replay="${CSS.escape(key)}"]`;
  return root.querySelector<HTMLElement>(selector);
}

/** Sets a React-controlled input's text as typing would (React listens for the input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A macrotask: React has rendered the last tap's change (another game's picks) before the next. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function replayShellTaps(root: HTMLElement, taps: readonly ShellTap[]): Promise<void> {
  for (const tap of taps) {
    const control = controlFor(root, tap.key);
    if (!control) continue;
    if (tap.value !== undefined && control instanceof HTMLInputElement) typeInto(control, tap.value);
    else control.click();
    await rendered();
  }
}
