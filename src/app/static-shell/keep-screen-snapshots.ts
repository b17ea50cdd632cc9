/**
 * Keeps the last look of a screen drawn from the saved query cache (the history list, marked with
 * lib/screen-snapshot-ready.ts), so src/app/static-shell/show/ can show it at that path on the next
 * start before the bundle has run: the markup, the CSS it needs beyond index.html's, and what
 * decided its player, build and language. The script shows it only when the app will show the same
 * (docs/performance.md, "The screen snapshot"). Its own chunk, started after the first render.
 */
import { persistBuster } from '../../lib/query-persist';
import { SCREEN_SNAPSHOT_KEY } from '../../lib/saved-query-cache';
import { SNAPSHOT_READY_SELECTOR } from '../../lib/screen-snapshot-ready';
import { sessionOwner } from '../../lib/session/session-owner';
import { getStoredLanguage } from '../../settings/app-storage';

/** What src/app/static-shell/show/ reads; the unit tests run one through the other. */
export interface ScreenSnapshot {
  /** The saved query cache's buster (this build, this player): the script compares both. */
  buster: string;
  path: string;
  /** The picked language (null: none) and Telegram's language_code: what decided the language. */
  picked: string | null;
  launchTag: string | null;
  lang: string;
  dir: string;
  title: string;
  /** The stylesheets' rules by href: those index.html does not link go inline with the snapshot. */
  css: { href: string; text: string }[];
  html: string;
  savedAt: number;
}

/** Still loading: a placeholder or a screen's fallback shows, so this is not the screen's look. */
const LOADING = '[aria-busy="true"], .screen-fallback';
/** Of the moment, not of the screen: notices, toasts, dialogs. */
const TRANSIENT = '[role="alert"], [role="status"], [role="dialog"], [aria-live], .notistack-SnackbarContainer';
/** A larger look is not kept: localStorage is shared with the saved query cache. */
const MAX_SNAPSHOT_CHARS = 400_000;

/** A copy of the screen without what is of the moment; null while something is still loading. */
function lookOf(root: HTMLElement): HTMLElement | null {
  if (!root.querySelector(SNAPSHOT_READY_SELECTOR) || root.querySelector(LOADING)) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(TRANSIENT)) element.remove();
  return copy;
}

/** Whether a rule of the sheet styles something in `markup`: the others (other screens') stay out. */
function stylesSome(rules: CSSRuleList, markup: HTMLElement): boolean {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      try {
        if (markup.querySelector(rule.selectorText)) return true;
      } catch {
        // A selector querySelector cannot take (a pseudo-element): the next rule decides.
      }
    } else if ('cssRules' in rule && stylesSome((rule as CSSGroupingRule).cssRules, markup)) return true;
  }
  return false;
}

/**
 * The rules of each linked stylesheet that styles the look, by path (as index.html links them);
 * null when one cannot be read (then no snapshot would look right).
 */
function stylesheets(doc: Document, markup: HTMLElement): ScreenSnapshot['css'] | null {
  // What index.html links (and <style>) is there on the next start anyway (scripts/vite-static-shell.ts).
  const linkedFromStart = new Set(doc.getElementById('static-shell-template')?.dataset.linkedCss?.split(' '));
  const sheets: ScreenSnapshot['css'] = [];
  for (const sheet of doc.styleSheets) {
    const href = sheet.ownerNode instanceof HTMLLinkElement ? new URL(sheet.ownerNode.href).pathname : '';
    if (!href || linkedFromStart.has(href)) continue;
    try {
      if (stylesSome(sheet.cssRules, markup)) sheets.push({ href, text: Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') });
    } catch {
      return null;
    }
  }
  return sheets;
}

export interface SnapshotOptions {
  /** This launch's Telegram language_code (null outside Telegram). */
  launchTag: string | null;
  storage?: Storage;
  now?: () => number;
}

/**
 * Takes the screen's look if a ready screen shows and nothing is loading; returns whether it wrote.
 * Nobody signed in: nothing is kept. A full storage drops the old snapshot rather than keep one
 * that no longer matches the screen; the saved query cache is never touched for it.
 */
export function saveScreenSnapshot(root: HTMLElement, { launchTag, storage = localStorage, now = Date.now }: SnapshotOptions): boolean {
  const owner = sessionOwner();
  if (owner === 'none') return false;
  const look = lookOf(root);
  const css = look && stylesheets(root.ownerDocument, look);
  if (!look || !css) return false;
  const doc = root.ownerDocument.documentElement;
  const snapshot: ScreenSnapshot = {
    buster: persistBuster(owner),
    path: root.ownerDocument.location.pathname,
    picked: getStoredLanguage() ?? null,
    launchTag,
    lang: doc.lang,
    dir: doc.dir,
    title: root.ownerDocument.title,
    css,
    html: look.innerHTML,
    savedAt: now(),
  };
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > MAX_SNAPSHOT_CHARS) throw new RangeError('snapshot too large');
    storage.setItem(SCREEN_SNAPSHOT_KEY, text);
    return true;
  } catch {
    try {
      storage.removeItem(SCREEN_SNAPSHOT_KEY);
    } catch {
      // Storage refused altogether: nothing was kept either.
    }
    return false;
  }
}

/** Work for when the page is idle: never in the way of a tap or a frame (Safari has no requestIdleCallback). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 300);
}

/** After a look is written, changes wait this long before the next (a busy list, toasts): leaving writes at once. */
export const SNAPSHOT_INTERVAL_MS = 5000;

/**
 * Takes the look when a kept screen settles, then after its changes, at most once per
 * SNAPSHOT_INTERVAL_MS and only in idle time, and when the page is hidden or left (what the player
 * saw last). Screens that are not kept cost one querySelector per change; changes inside
 * notices and toasts cost nothing. The same look is not written twice. Returns how to stop.
 */
export function keepScreenSnapshots(root: HTMLElement, options: SnapshotOptions): () => void {
  let scheduled = false;
  let lastHtml: string | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  const take = () => {
    scheduled = false;
    if (!root.querySelector(SNAPSHOT_READY_SELECTOR)) return;
    const html = root.innerHTML;
    if (html === lastHtml) return;
    if (saveScreenSnapshot(root, options)) {
      lastHtml = html;
      lastWrite = Date.now();
    }
  };
  const schedule = (records: MutationRecord[] = []) => {
    if (scheduled || (records.length > 0 && records.every(ofTheMoment))) return;
    scheduled = true;
    const wait = lastWrite + SNAPSHOT_INTERVAL_MS - Date.now();
    if (wait > 0) setTimeout(() => whenIdle(take), wait);
    else whenIdle(take);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') take();
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', take);
  schedule();
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', take);
  };
}

/** A change inside a notice, a toast or a dialog: not part of any look. */
function ofTheMoment(record: MutationRecord): boolean {
  const target = record.target instanceof Element ? record.target : record.target.parentElement;
  return target?.closest(TRANSIENT) != null;
}
