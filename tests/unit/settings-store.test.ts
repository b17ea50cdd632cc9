import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../src/contract/games';
import {
  getSettings,
  loadSettings,
  resetSettingsStore,
  setCurrentGame,
  setIsFirstVisit,
  settingsWritten,
} from '../../src/settings/app-storage';
import { getLanguage, setLanguage, subscribeLanguage } from '../../src/settings/language';
import { memoryAdapter, type StorageAdapter } from '../../src/settings/storage-adapter';

afterEach(async () => {
  await resetSettingsStore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const DEFAULTS = { currentGame: 'odd_even', language: 'en', isFirstVisit: true, fullscreen: false, homeScreenOfferedAt: 0 };

describe('settings store', () => {
  it('starts with the spec defaults when nothing is stored', async () => {
    const settings = await loadSettings({ storage: memoryAdapter(), channelName: 't-defaults' });
    expect(settings).toEqual(DEFAULTS);
  });

  it('saves changes and restores them on the next start', async () => {
    const storage = memoryAdapter();
    await loadSettings({ storage, channelName: 't-round-trip' });
    expect(setCurrentGame('lottery')).toBe(true);
    setIsFirstVisit(false);
    expect(setLanguage('de')).toBe(true);
    await settingsWritten();
    expect(await storage.read('app-storage')).toEqual({ currentGame: 'lottery', isFirstVisit: false, language: 'de' });

    await resetSettingsStore();
    expect(getSettings()).toEqual(DEFAULTS);
    await loadSettings({ storage, channelName: 't-round-trip' });
    expect(getSettings()).toEqual({ currentGame: 'lottery', language: 'de', isFirstVisit: false, fullscreen: false, homeScreenOfferedAt: 0 });
  });

  it('uses the Telegram language when none is stored, and a stored one over it', async () => {
    await loadSettings({ storage: memoryAdapter(), defaultLanguage: 'fr-FR', channelName: 't-default-lang' });
    expect(getLanguage()).toBe('fr-FR');

    await resetSettingsStore();
    const storage = memoryAdapter({ 'app-storage': { language: 'ja-JP' } });
    await loadSettings({ storage, defaultLanguage: 'fr-FR', channelName: 't-default-lang' });
    expect(getLanguage()).toBe('ja-JP');
  });

  it('does not store the Telegram language, so a player who never picked one keeps following Telegram', async () => {
    const storage = memoryAdapter();
    await loadSettings({ storage, defaultLanguage: 'fr-FR', channelName: 't-follow' });
    setIsFirstVisit(false);
    await settingsWritten();
    expect(await storage.read('app-storage')).toEqual({ isFirstVisit: false });
  });

  it('rejects unsupported languages and games and keeps the settings', async () => {
    await loadSettings({ storage: memoryAdapter(), channelName: 't-reject' });
    expect(setLanguage('xx')).toBe(false);
    expect(setLanguage('uk')).toBe(false); // Telegram's code; the spec's is ua
    expect(setLanguage(42)).toBe(false);
    expect(setLanguage(undefined)).toBe(false);
    expect(setCurrentGame('roulette' as Game)).toBe(false);
    expect(getSettings()).toEqual(DEFAULTS);
  });

  it('ignores malformed stored fields and keeps the good ones', async () => {
    const storage = memoryAdapter({ 'app-storage': { currentGame: 'roulette', language: 'de', isFirstVisit: 'no' } });
    await loadSettings({ storage, channelName: 't-malformed' });
    expect(getSettings()).toEqual({ currentGame: 'odd_even', language: 'de', isFirstVisit: true, fullscreen: false, homeScreenOfferedAt: 0 });
  });

  it('ignores a stored record that is not an object', async () => {
    await loadSettings({ storage: memoryAdapter({ 'app-storage': 'garbage' }), channelName: 't-garbage' });
    expect(getSettings()).toEqual(DEFAULTS);
  });

  it('falls back to memory with one warning when IndexedDB cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: StorageAdapter = {
      read: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      write: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
    };
    await expect(loadSettings({ storage: broken, channelName: 't-broken' })).resolves.toEqual(DEFAULTS);
    expect(setLanguage('it')).toBe(true);
    await settingsWritten();
    expect(getLanguage()).toBe('it');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be read.*kept in memory/);
  });

  it('falls back to memory with one warning when writing fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const write = vi.fn(() => Promise.reject(new Error('quota')));
    await loadSettings({ storage: { read: async () => undefined, write }, channelName: 't-full' });
    setCurrentGame('big_small');
    setIsFirstVisit(false);
    await settingsWritten();
    expect(write).toHaveBeenCalledOnce(); // the second change went to memory
    expect(warn).toHaveBeenCalledOnce();
    expect(getSettings()).toMatchObject({ currentGame: 'big_small', isFirstVisit: false });
  });

  it('starts with the defaults when IndexedDB hangs, and applies the stored record once it answers', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (value: unknown) => void = () => {};
    const hanging: StorageAdapter = {
      read: () => new Promise((resolve) => (answer = resolve)),
      write: async () => {},
    };
    const loaded = loadSettings({ storage: hanging, timeoutMs: 500, channelName: 't-hang' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(loaded).resolves.toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not answer within 500 ms/));

    setCurrentGame('lottery'); // made in this session: wins over the late record
    answer({ currentGame: 'big_small', language: 'es-ES', isFirstVisit: false });
    await vi.waitFor(() => expect(getLanguage()).toBe('es-ES'));
    expect(getSettings()).toEqual({ currentGame: 'lottery', language: 'es-ES', isFirstVisit: false, fullscreen: false, homeScreenOfferedAt: 0 });
  });

  it('tells language listeners about changes, and about a repeated pick (a retry)', async () => {
    await loadSettings({ storage: memoryAdapter(), channelName: 't-listen' });
    const heard: string[] = [];
    const stop = subscribeLanguage((code) => heard.push(code));
    setLanguage('de');
    setCurrentGame('lottery'); // not a language change
    setLanguage('de');
    setLanguage('xx');
    stop();
    setLanguage('it');
    expect(heard).toEqual(['de', 'de']);
  });

  it('applies a change made in another tab and tells other tabs about its own', async () => {
    await loadSettings({ storage: memoryAdapter(), channelName: 't-tabs' });
    const otherTab = new BroadcastChannel('t-tabs');
    const heard = new Promise<unknown>((resolve) => otherTab.addEventListener('message', (event) => resolve(event.data)));
    try {
      setCurrentGame('lucky_number');
      expect(await heard).toEqual({ currentGame: 'lucky_number' });

      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel
      otherTab.postMessage({ currentGame: 'lucky_number', language: 'ko-KR', isFirstVisit: false });
      await vi.waitFor(() => expect(getLanguage()).toBe('ko-KR'));
      expect(getSettings()).toEqual({ currentGame: 'lucky_number', language: 'ko-KR', isFirstVisit: false, fullscreen: false, homeScreenOfferedAt: 0 });
    } finally {
      otherTab.close();
    }
  });
});
