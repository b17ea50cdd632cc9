import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, inject, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchHash, authHeader } from '../../server/dev/scripted-player';
import { replaceStaticShellOnFirstRender } from '../../src/app/static-shell/replace-static-shell';
import { keepScreenSnapshots, saveScreenSnapshot, SNAPSHOT_INTERVAL_MS } from '../../src/app/static-shell/keep-screen-snapshots';
import { appConfig } from '../../src/config';
import { PERSIST_MAX_AGE_MS } from '../../src/contract/saved-data';
import { STORAGE_NAMES } from '../../src/contract/storage-names';
import { queryKeys } from '../../src/lib/query-keys';
import { createQueryPersister, dropSavedQueries, persistOptions, startQueryPersistence } from '../../src/lib/query-persist';
import { clearAuthToken, storeAuthToken } from '../../src/lib/session/auth-token';
import { setTelegramAuthorization } from '../../src/lib/session/credentials';
import { sessionOwner } from '../../src/lib/session/session-owner';

/**
 * The screen snapshot (docs/performance.md, "The screen snapshot"): what the app keeps
 * (keep-screen-snapshots.ts) run through what the next start does with it (src/app/static-shell/show/ (bundled as the build does),
 * in jsdom as the page runs it), and how the app replaces it (replace-static-shell.ts).
 */
const SCRIPT = inject('showScript');

const TEMPLATE = `<template id="static-shell-template" data-game="odd_even" data-settings-key="${STORAGE_NAMES.shellSettings}" data-query-cache-key="${STORAGE_NAMES.queryCache}" data-snapshot-key="${STORAGE_NAMES.screenSnapshot}" data-auth-cookie="${STORAGE_NAMES.authCookie}" data-build="${appConfig.buildId}" data-max-age="${PERSIST_MAX_AGE_MS}" data-linked-css="/assets/index.css"><div id="static-shell" inert><main><h1>Home</h1></main></div></template>`;

const HISTORY = `<div class="column"><main><h1>History</h1><ul class="history-list" aria-label="History" data-snapshot-ready=""><li><a href="/history/7">Odd or Even · Win · Order 7</a></li></ul></main></div><nav aria-label="Main"><a href="/">Home</a></nav>`;

const ada = { id: 71, first_name: 'Ada', language_code: 'en' };
const bob = { id: 72, first_name: 'Bob', language_code: 'en' };

/** The page as the app leaves it: at `path`, launched by `user`, showing `markup` in #root. */
function appShowing(markup: string, { path = '/history', user = ada }: { path?: string; user?: typeof ada | null } = {}): HTMLElement {
  window.history.replaceState(null, '', path);
  setTelegramAuthorization(user ? authHeader(user) : null);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.title = 'History · SendsWin';
  document.body.innerHTML = `${TEMPLATE}<div id="root">${markup}</div>`;
  localStorage.setItem(STORAGE_NAMES.shellSettings, JSON.stringify({ language: null, game: 'odd_even', firstVisit: false }));
  return document.getElementById('root')!;
}

/** The saved query cache, written by TanStack's persister with the app's own options. */
async function savedQueryCache(owner = sessionOwner()): Promise<void> {
  const client = new QueryClient();
  client.setQueryData(queryKeys.history(), { pages: [], pageParams: [1] });
  await persistQueryClientSave(persistOptions(client, owner, createQueryPersister(localStorage, 0)));
  await new Promise((resolve) => setTimeout(resolve, 0)); // the persister writes on its next tick
  expect(localStorage.getItem(STORAGE_NAMES.queryCache)).toMatch(/^\{"buster":/);
}

/** The next start: a new document at `path`, launched as `user` (null: no launch data), before any app script. */
function nextStart({ path = '/history', user = ada as (typeof ada & { language_code?: string }) | null } = {}) {
  window.history.replaceState(null, '', user ? `${path}#${launchHash({ user })}` : path);
  // A Telegram client's start: launch data in the URL counts only with its bridge (docs/security.md).
  (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent() {} };
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  for (const style of document.querySelectorAll('style')) style.remove();
  document.body.innerHTML = `${TEMPLATE}<div id="root"></div>`;
  new Function(SCRIPT)();
  // Home's prerendered shell has the same id; a snapshot is marked.
  return document.querySelector<HTMLElement>('#static-shell[data-snapshot]');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  vi.useRealTimers();
  setTelegramAuthorization(null);
  clearAuthToken();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('what the app keeps', () => {
  it('keeps the look, its player and build, and what decided its language', async () => {
    expect(saveScreenSnapshot(appShowing(HISTORY), { launchTag: 'en' })).toBe(true);
    const kept = JSON.parse(localStorage.getItem(STORAGE_NAMES.screenSnapshot)!);
    expect(kept).toMatchObject({ buster: `${appConfig.buildId}|tg:71`, path: '/history', picked: null, launchTag: 'en', lang: 'en', dir: 'ltr', title: 'History · SendsWin' });
    expect(kept.html).toContain('Order 7');
  });

  it('leaves out what is of the moment: notices, toasts, dialogs', () => {
    const root = appShowing(`<p role="status">You are offline</p><div role="alert">Could not load</div>${HISTORY}<div class="notistack-SnackbarContainer"><p>New WIN order ID 7</p></div>`);
    saveScreenSnapshot(root, { launchTag: 'en' });
    const { html } = JSON.parse(localStorage.getItem(STORAGE_NAMES.screenSnapshot)!);
    expect(html).toContain('Order 7');
    expect(html).not.toMatch(/offline|Could not load|New WIN/);
  });

  it.each([
    ['while something still loads', `${HISTORY}<ul aria-busy="true"></ul>`, ada],
    ['while a screen chunk loads', `<p class="screen-fallback">Loading…</p>`, ada],
    ['on a screen that is not marked ready', '<main><h1>Friends</h1></main>', ada],
    ['with nobody signed in', HISTORY, null],
  ])('keeps nothing %s', (_case, markup, user) => {
    expect(saveScreenSnapshot(appShowing(markup, { user }), { launchTag: 'en' })).toBe(false);
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toBeNull();
  });

  it('a full storage drops the old look rather than keep a wrong one, and leaves the saved query cache alone', () => {
    const root = appShowing(HISTORY);
    saveScreenSnapshot(root, { launchTag: 'en' });
    localStorage.setItem(STORAGE_NAMES.queryCache, '{"buster":"kept"}');
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(saveScreenSnapshot(root, { launchTag: 'en' })).toBe(false);
    full.mockRestore();
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toBeNull();
    expect(localStorage.getItem(STORAGE_NAMES.queryCache)).toBe('{"buster":"kept"}');
  });

  it('keeps nothing past 400,000 characters (localStorage is shared with the saved query cache)', () => {
    const huge = HISTORY.replace('Order 7', 'x'.repeat(400_000));
    expect(saveScreenSnapshot(appShowing(huge), { launchTag: 'en' })).toBe(false);
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toBeNull();
  });

  it('follows the screen: a new look after a change, at most once per interval, none for the same look', async () => {
    vi.useFakeTimers();
    const root = appShowing(HISTORY);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const stop = keepScreenSnapshots(root, { launchTag: 'en' });
    await vi.advanceTimersByTimeAsync(400);
    expect(setItem).toHaveBeenCalledTimes(1);
    root.querySelector('ul')!.insertAdjacentHTML('afterbegin', '<li><a href="/history/8">Order 8</a></li>');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_INTERVAL_MS - 1000);
    expect(setItem).toHaveBeenCalledTimes(1); // not yet: a busy list is not written on every change
    await vi.advanceTimersByTimeAsync(1500);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toContain('Order 8');
    root.querySelector('main')!.setAttribute('data-x', ''); // an attribute alone: not watched
    await vi.advanceTimersByTimeAsync(SNAPSHOT_INTERVAL_MS * 2);
    expect(setItem).toHaveBeenCalledTimes(2);
    stop();
    setItem.mockRestore();
  });

  it('changes inside toasts and notices cost nothing; leaving the page writes the last look at once', async () => {
    vi.useFakeTimers();
    const root = appShowing(`${HISTORY}<div class="notistack-SnackbarContainer"></div>`);
    const stop = keepScreenSnapshots(root, { launchTag: 'en' });
    await vi.advanceTimersByTimeAsync(400);
    const toasts = root.querySelector('.notistack-SnackbarContainer')!;
    const list = root.querySelector('ul')!;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const query = vi.spyOn(root, 'querySelector');
    toasts.insertAdjacentHTML('beforeend', '<p>New WIN order ID 9</p>');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_INTERVAL_MS * 2);
    expect(query).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();

    list.insertAdjacentHTML('afterbegin', '<li><a href="/history/9">Order 9</a></li>');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toContain('Order 9');
    stop();
    setItem.mockRestore();
  });

  it('screens that are not kept are never copied nor serialized (home and its live wins)', async () => {
    vi.useFakeTimers();
    const root = appShowing('<main><h1>Home</h1><ul aria-label="Live wins"><li>Ada won</li></ul></main>');
    const clone = vi.spyOn(root, 'cloneNode');
    const serialize = vi.spyOn(root, 'innerHTML', 'get');
    const stop = keepScreenSnapshots(root, { launchTag: 'en' });
    for (let i = 0; i < 5; i++) {
      root.querySelector('ul')!.insertAdjacentHTML('afterbegin', `<li>Win ${i}</li>`);
      await vi.advanceTimersByTimeAsync(SNAPSHOT_INTERVAL_MS);
    }
    expect(clone).not.toHaveBeenCalled();
    expect(serialize).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toBeNull();
    stop();
  });

  it('logout removes it with the saved query cache', async () => {
    saveScreenSnapshot(appShowing(HISTORY), { launchTag: 'en' });
    const client = new QueryClient();
    await startQueryPersistence(client, { restore: false });
    await dropSavedQueries(client);
    expect(localStorage.getItem(STORAGE_NAMES.screenSnapshot)).toBeNull();
  });
});

describe('what the next start shows (static-shell.js)', () => {
  async function kept(options: Parameters<typeof appShowing>[1] = {}) {
    saveScreenSnapshot(appShowing(HISTORY, options), { launchTag: 'en' });
    await savedQueryCache();
  }

  it('shows the kept look at its path, inert, marked as a snapshot, in its language and title', async () => {
    await kept();
    document.title = 'SendsWin';
    const shell = nextStart();
    expect(shell?.textContent).toContain('Order 7');
    expect(shell?.hasAttribute('inert')).toBe(true);
    expect(shell?.hasAttribute('data-snapshot')).toBe(true);
    expect(shell?.nextElementSibling?.id).toBe('static-shell-template');
    expect(document.title).toBe('History · SendsWin');
  });

  it('brings its CSS inline, except what index.html links already', async () => {
    saveScreenSnapshot(appShowing(HISTORY), { launchTag: 'en' });
    const record = JSON.parse(localStorage.getItem(STORAGE_NAMES.screenSnapshot)!);
    record.css = [
      { href: '/assets/index.css', text: '.column { color: red }' },
      { href: '/assets/history.css', text: '.history-list { display: grid }' },
    ];
    localStorage.setItem(STORAGE_NAMES.screenSnapshot, JSON.stringify(record));
    await savedQueryCache();
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/index.css">');
    nextStart();
    expect([...document.querySelectorAll('style[data-snapshot-css]')].map((style) => style.textContent)).toEqual(['.history-list { display: grid }']);
    document.head.querySelector('link')?.remove();
  });

  it('shows it to a browser login whose token is the one it was kept for', async () => {
    storeAuthToken({ token: 'tok-en/42' });
    saveScreenSnapshot(appShowing(HISTORY, { user: null }), { launchTag: null });
    await savedQueryCache();
    expect(JSON.parse(localStorage.getItem(STORAGE_NAMES.screenSnapshot)!).buster).toBe(`${appConfig.buildId}|${sessionOwner()}`);
    expect(nextStart({ user: null })).not.toBeNull();
    storeAuthToken({ token: 'another-login' });
    expect(nextStart({ user: null })).toBeNull();
  });

  it('removes the scripts a tampered look would carry', async () => {
    saveScreenSnapshot(appShowing(HISTORY.replace('</main>', '<script>window.hit = 1</script></main>')), { launchTag: 'en' });
    await savedQueryCache();
    expect(nextStart()?.querySelector('script')).toBeNull();
  });

  it.each<[string, () => Promise<unknown> | unknown, Parameters<typeof nextStart>[0]]>([
    ['another Telegram user on the same device', () => undefined, { user: bob }],
    ['the same player, Telegram in another language, none picked', () => undefined, { user: { ...ada, language_code: 'de' } }],
    ['another path', () => undefined, { path: '/friends' }],
    ['home (it has its own shell)', () => undefined, { path: '/' }],
    ['no saved query cache', () => localStorage.removeItem(STORAGE_NAMES.queryCache), {}],
    ['a saved query cache of another player', () => savedQueryCache('tg:72'), {}],
    ['a saved query cache past its age', () => vi.setSystemTime(Date.now() + PERSIST_MAX_AGE_MS + 1000), {}],
    ['a picked language since', () => localStorage.setItem(STORAGE_NAMES.shellSettings, JSON.stringify({ language: 'de', game: 'odd_even', firstVisit: false })), {}],
    ['no copy of the settings', () => localStorage.removeItem(STORAGE_NAMES.shellSettings), {}],
    ['a look that is not JSON', () => localStorage.setItem(STORAGE_NAMES.screenSnapshot, '{oops'), {}],
    ['no launch data and no login', () => undefined, { user: null }],
  ])('shows nothing for %s', async (_case, change, start) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await kept();
    await change();
    expect(nextStart(start)).toBeNull();
  });

  it('names a login token as session-owner.ts does', () => {
    for (const token of ['a', 'tok-en/42', 'ünïcødé', 'x'.repeat(300)]) {
      storeAuthToken({ token });
      saveScreenSnapshot(appShowing(HISTORY, { user: null }), { launchTag: null });
      localStorage.setItem(STORAGE_NAMES.queryCache, `{"buster":${JSON.stringify(`${appConfig.buildId}|${sessionOwner()}`)},"timestamp":${Date.now()},"clientState":{}}`);
      expect(nextStart({ user: null }) !== null ? token : `no snapshot for ${token}`).toBe(token);
    }
  });
});

describe('how the app replaces it', () => {
  function snapshotShowing(): { root: HTMLElement; shell: HTMLElement } {
    document.body.innerHTML = '<div id="static-shell" data-snapshot inert><ul><li>Order 7</li></ul></div><div id="root"></div>';
    document.head.insertAdjacentHTML('beforeend', '<style data-snapshot-css>.history-list{}</style>');
    const root = document.getElementById('root')!;
    replaceStaticShellOnFirstRender(root);
    return { root, shell: document.getElementById('static-shell')! };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits out the placeholders of a cache being restored, then goes with its CSS', async () => {
    const { root, shell } = snapshotShowing();
    root.innerHTML = '<main><ul aria-busy="true"></ul></main>';
    await flush();
    expect(shell.isConnected).toBe(true);
    root.innerHTML = '<main><ul><li>Order 7</li></ul></main>';
    await flush();
    expect(shell.isConnected).toBe(false);
    expect(document.querySelector('style[data-snapshot-css]')).toBeNull();
  });

  it('goes 2 s after the app showed its screen even if a placeholder stays (a cache it could not restore)', async () => {
    vi.useFakeTimers();
    const { root, shell } = snapshotShowing();
    root.innerHTML = '<main><ul aria-busy="true"></ul></main>';
    await vi.advanceTimersByTimeAsync(1900);
    expect(shell.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(shell.isConnected).toBe(false);
  });

  it("home's prerendered shell does not wait for placeholders (it shows them itself)", async () => {
    document.body.innerHTML = '<div id="static-shell" inert><main>Home</main></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    replaceStaticShellOnFirstRender(root);
    root.innerHTML = '<main><p aria-busy="true">…</p></main>';
    await flush();
    expect(document.getElementById('static-shell')).toBeNull();
  });
});
