// The real IndexedDB path (idb-keyval), on fake-indexeddb's implementation of the standard.
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getSettings, loadSettings, resetSettingsStore, setCurrentGame, settingsWritten } from '../../src/settings/app-storage';
import { setLanguage } from '../../src/settings/language';

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory())); // a fresh, empty browser profile
afterEach(async () => {
  await resetSettingsStore();
  vi.unstubAllGlobals();
});

// The database, object store and key that DevTools shows: all named app-storage / keyval.
const appStorage = () => createStore('app-storage', 'keyval');

it('keeps the settings in IndexedDB under app-storage across page loads', async () => {
  await loadSettings({ channelName: 't-idb' });
  setCurrentGame('big_small');
  setLanguage('ar');
  await settingsWritten();
  expect(await get('app-storage', appStorage())).toEqual({ currentGame: 'big_small', language: 'ar' });

  await resetSettingsStore(); // a new page load
  await loadSettings({ channelName: 't-idb' });
  expect(getSettings()).toEqual({ currentGame: 'big_small', language: 'ar', isFirstVisit: true, fullscreen: false, homeScreenOfferedAt: 0 });
});

it('reads a record written by an earlier session', async () => {
  await set('app-storage', { currentGame: 'lottery', isFirstVisit: false }, appStorage());
  await loadSettings({ channelName: 't-idb-earlier' });
  expect(getSettings()).toEqual({ currentGame: 'lottery', language: 'en', isFirstVisit: false, fullscreen: false, homeScreenOfferedAt: 0 });
});

it('starts, with a warning, where the browser has no IndexedDB at all', async () => {
  vi.stubGlobal('indexedDB', undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await expect(loadSettings({ channelName: 't-idb-none' })).resolves.toEqual({
    currentGame: 'odd_even',
    language: 'en',
    isFirstVisit: true,
    fullscreen: false,
    homeScreenOfferedAt: 0,
  });
  expect(warn).toHaveBeenCalledOnce();
  setCurrentGame('lottery');
  await settingsWritten();
  expect(getSettings().currentGame).toBe('lottery');
  warn.mockRestore();
});
