import { beforeEach, describe, expect, it } from 'vitest';
import { serviceWorkerSwitchedOff } from '../../src/pwa/worker-switch';

/** Puts the tab at `url` (same origin), as a navigation or an in-app route change would. */
function at(url: string): void {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  sessionStorage.clear();
  at('/');
});

describe('the service worker switch (?sw=off)', () => {
  it('is off by default: the worker registers', () => {
    expect(serviceWorkerSwitchedOff()).toBe(false);
  });

  it('keeps the worker out for the rest of the tab once the URL asks, across routes and reloads', () => {
    at('/?sw=off#tgWebAppData=x');
    expect(serviceWorkerSwitchedOff()).toBe(true);
    at('/history'); // the app's own navigation drops the query string
    expect(serviceWorkerSwitchedOff()).toBe(true);
  });

  it('?sw=on lets the worker in again', () => {
    at('/?sw=off');
    serviceWorkerSwitchedOff();
    at('/?sw=on');
    expect(serviceWorkerSwitchedOff()).toBe(false);
    at('/');
    expect(serviceWorkerSwitchedOff()).toBe(false);
  });

  it('ignores other values', () => {
    at('/?sw=no');
    expect(serviceWorkerSwitchedOff()).toBe(false);
  });
});
