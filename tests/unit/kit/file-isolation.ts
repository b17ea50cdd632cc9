/**
 * The unit files of a worker share one process and one page (isolate: false, vitest.config.ts;
 * docs/testing.md, "Unit files share a worker"), which saves a new process, jsdom and module graph per
 * file: most of the unit run's time. Each file must still start as if it were alone, so what a file
 * leaves behind is undone after it:
 * - the timers its modules started (a reachability probe, a leader's heartbeat) and the listeners
 *   they put on the window and the document (a visibility or online handler), which would
 *   otherwise fire into the next file and its fake API;
 * - the app's modules (credentials, settings, caches), loaded again by the next file, and TanStack
 *   Query's online and focus managers, which a dependency keeps for the whole worker;
 * - the page's storage and cookies, and its address (a file that navigated would start the next one
 *   on its route: the app's start preloads home's chunks only on `/`).
 * vitest, React's scheduler and the testing library keep the timer functions they captured when
 * they loaded (before this file runs), so their own timers are never cancelled here.
 */
import { focusManager, onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

type Undo = () => void;

const KEY = Symbol.for('sendswin.test.file-leftovers');

/** Installs the recording once per worker; returns the worker's list of undo functions. */
export function recordLeftovers(): Undo[] {
  const holder = globalThis as typeof globalThis & { [KEY]?: Undo[] };
  const existing = holder[KEY];
  if (existing) return existing;
  const undo: Undo[] = [];
  holder[KEY] = undo;
  recordTimers(undo);
  if (typeof window !== 'undefined') recordPageListeners(undo);
  return undo;
}

function recordTimers(undo: Undo[]): void {
  const { setTimeout: realSetTimeout, setInterval: realSetInterval, clearTimeout: realClearTimeout, clearInterval: realClearInterval } = globalThis;
  globalThis.setTimeout = ((...args: Parameters<typeof realSetTimeout>) => {
    const id = realSetTimeout(...args);
    undo.push(() => realClearTimeout(id));
    return id;
  }) as typeof realSetTimeout;
  globalThis.setInterval = ((...args: Parameters<typeof realSetInterval>) => {
    const id = realSetInterval(...args);
    undo.push(() => realClearInterval(id));
    return id;
  }) as typeof realSetInterval;
}

/**
 * Listeners the app's own modules (src/) put on the window and the document: a dependency loaded
 * once per worker (React, TanStack Query's focus manager) keeps its listeners, as it keeps its
 * timers. The caller is read from the stack, only for these two targets.
 */
function recordPageListeners(undo: Undo[]): void {
  const prototype = window.EventTarget.prototype;
  const realAdd = prototype.addEventListener;
  prototype.addEventListener = function add(this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    realAdd.apply(this, args);
    if ((this === window || this === document) && calledFromApp()) {
      undo.push(() => this.removeEventListener(args[0], args[1], args[2]));
    }
  };
}

function calledFromApp(): boolean {
  const caller = new Error('caller').stack?.split('\n')[3] ?? '';
  return caller.includes('/src/') && !caller.includes('node_modules');
}

/** Undoes what the file that just ended left behind (see above). */
export function undoLeftovers(undo: Undo[]): void {
  for (const step of undo.splice(0)) step();
  // TanStack Query's managers live in a dependency, loaded once per worker: the app's query client
  // points the online manager at its reachability (query-client.ts), which is reloaded below.
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  vi.resetModules();
  if (typeof document === 'undefined') return; // a file in the node environment
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}
