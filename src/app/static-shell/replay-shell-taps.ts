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

/**
 * How long a tap's effect may take to show. Past it the remaining taps are dropped: a Place order
 * sent against a form that has not taken the game tapped before it would bet on the wrong game, and
 * a lost tap costs the player only a second tap.
 */
const EFFECT_CAP_MS = 5000;
const POLL_MS = 16;

function controlFor(root: HTMLElement, key: string): HTMLElement | null {
  const selector = key.startsWith('href:') ? `a[href="${CSS.escape(key.slice(5))}"]` : `[data-replay="${CSS.escape(key)}"]`;
  return root.querySelector<HTMLElement>(selector);
}

const inputFor = (root: HTMLElement, key: string) => {
  const control = controlFor(root, key);
  return control instanceof HTMLInputElement ? control : null;
};

/** Sets a React-controlled input's text as typing would (React listens for the input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether the app shows the tap's effect, read from the form's state in the DOM (looked up afresh:
 * a render may replace the element): the radio is checked, the stake field holds the typed text, a
 * stake chip's (`stake:5`) text is in the stake field. These read what React has rendered, not
 * what the click did: at the end of the event React puts a controlled input back to the value it
 * rendered until its render of the change commits. Home's game picker and order form render from
 * the one `game` in one commit, so a checked game means Place order submits that game. Place
 * order, a link and the how-to's dismiss change nothing the next tap depends on.
 */
function effectOf(root: HTMLElement, control: HTMLElement, tap: ShellTap): () => boolean {
  if (control instanceof HTMLInputElement && control.type === 'radio') return () => inputFor(root, tap.key)?.checked === true;
  if (control instanceof HTMLInputElement && tap.value !== undefined) return () => inputFor(root, tap.key)?.value === tap.value;
  const field = control instanceof HTMLButtonElement && tap.key.includes(':') ? tap.key.slice(0, tap.key.indexOf(':')) : undefined;
  const text = control.textContent?.trim();
  if (field !== undefined && inputFor(root, field)) return () => inputFor(root, field)?.value === text;
  return () => true;
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves true once `shown`, false past `capMs`; a macrotask at least (the change's effects run). */
async function effectShows(shown: () => boolean, capMs: number): Promise<boolean> {
  const start = performance.now();
  await macrotask();
  while (!shown()) {
    if (performance.now() - start > capMs) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

export async function replayShellTaps(root: HTMLElement, taps: readonly ShellTap[], capMs = EFFECT_CAP_MS): Promise<void> {
  for (const tap of taps) {
    const control = controlFor(root, tap.key);
    if (!control) continue;
    const shown = effectOf(root, control, tap);
    if (tap.value !== undefined && control instanceof HTMLInputElement) typeInto(control, tap.value);
    else control.click();
    if (!(await effectShows(shown, capMs))) {
      console.warn(`replay-shell-taps: "${tap.key}" did not take effect within ${capMs} ms; the taps after it are dropped`);
      return;
    }
  }
}
