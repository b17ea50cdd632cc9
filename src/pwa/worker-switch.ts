/**
 * A switch that keeps the service worker out, so any browser runs the app as Telegram on iOS does
 * (its WKWebView has no service worker): the event stream from the leader tab, reloads from the
 * network and the saved query cache. `?sw=off` in the URL turns it on for the rest of the tab's
 * life (in-app navigation drops the query string, so sessionStorage keeps it); `?sw=on` turns it
 * off. It only skips registering: a worker an earlier visit installed still controls the page, so
 * use a fresh profile (the WebKit tests do; docs/testing.md).
 */
import { STORAGE_NAMES } from '../contract/storage-names';

const STORAGE_KEY = STORAGE_NAMES.workerOff;

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
