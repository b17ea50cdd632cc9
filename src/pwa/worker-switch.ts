/**
 * A switch that keeps the service worker out, so the app runs as it does in Telegram on iOS, whose
 * WKWebView has none: `?sw=off` in the URL turns it on for the rest of the tab's life (reloads and
 * in-app navigation keep it, through sessionStorage), `?sw=off` is harmless to anyone who types
 * it, and `?sw=on` turns it off again. It only skips registering: a worker an earlier visit
 * installed still controls the page, so use a fresh profile (the WebKit tests do; docs/testing.md).
 */
const STORAGE_KEY = 'sendswin-sw-off';

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // some private modes refuse storage outright
  }
}

/** True when this tab must not register the service worker. */
export function serviceWorkerSwitchedOff(win: Window = window): boolean {
  const asked = new URLSearchParams(win.location.search).get('sw');
  const storage = tabStorage(win);
  if (asked === 'off') storage?.setItem(STORAGE_KEY, '1');
  if (asked === 'on') storage?.removeItem(STORAGE_KEY);
  return asked === 'off' || storage?.getItem(STORAGE_KEY) === '1';
}
