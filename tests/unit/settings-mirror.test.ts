/** app-storage's mirror (Telegram's DeviceStorage in the app): written on every change, read when IndexedDB is empty. */
import { afterEach, expect, it, vi } from 'vitest';
import {
  getSettings,
  loadSettings,
  resetSettingsStore,
  setFullscreen,
  setHomeScreenOfferedAt,
  settingsWritten,
} from '../../src/settings/app-storage';
import { memoryAdapter, type StorageAdapter } from '../../src/settings/storage-adapter';

afterEach(async () => {
  await resetSettingsStore();
  vi.restoreAllMocks();
});

it('restores from the mirror when IndexedDB is empty, and keeps it in IndexedDB again', async () => {
  const storage = memoryAdapter();
  const mirror = memoryAdapter({ 'app-storage': { language: 'de', fullscreen: true, homeScreenOfferedAt: 5 } });
  const settings = await loadSettings({ storage, mirror, channelName: 't-mirror-restore' });
  expect(settings).toMatchObject({ language: 'de', fullscreen: true, homeScreenOfferedAt: 5 });
  await settingsWritten();
  expect(await storage.read('app-storage')).toEqual({ language: 'de', fullscreen: true, homeScreenOfferedAt: 5 });
});

it('prefers IndexedDB when it holds a record, and copies it to the mirror', async () => {
  const storage = memoryAdapter({ 'app-storage': { language: 'fr-FR' } });
  const mirror = memoryAdapter({ 'app-storage': { language: 'de' } });
  await loadSettings({ storage, mirror, channelName: 't-mirror-prefer' });
  expect(getSettings().language).toBe('fr-FR');
  await vi.waitFor(async () => expect(await mirror.read('app-storage')).toEqual({ language: 'fr-FR' }));
});

it('writes every change to the mirror too', async () => {
  const mirror = memoryAdapter();
  await loadSettings({ storage: memoryAdapter(), mirror, channelName: 't-mirror-write' });
  setFullscreen(true);
  setHomeScreenOfferedAt(1_700_000_000_000);
  await settingsWritten();
  await vi.waitFor(async () => expect(await mirror.read('app-storage')).toEqual({ fullscreen: true, homeScreenOfferedAt: 1_700_000_000_000 }));
});

it('starts with the defaults when the mirror fails, hangs or holds garbage', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const broken: StorageAdapter = { read: () => Promise.reject(new Error('UNSUPPORTED')), write: () => Promise.reject(new Error('x')) };
  await expect(loadSettings({ storage: memoryAdapter(), mirror: broken, channelName: 't-mirror-broken' })).resolves.toMatchObject({ language: 'en' });
  setFullscreen(true); // a failing mirror write only warns
  await settingsWritten();
  await resetSettingsStore();

  const garbage = memoryAdapter({ 'app-storage': { language: 'xx', homeScreenOfferedAt: -1, fullscreen: 'yes' } });
  await expect(loadSettings({ storage: memoryAdapter(), mirror: garbage, channelName: 't-mirror-garbage' })).resolves.toMatchObject({
    language: 'en',
    fullscreen: false,
    homeScreenOfferedAt: 0,
  });
  await resetSettingsStore();

  let answer: (value: unknown) => void = () => {};
  const slow: StorageAdapter = { read: () => new Promise((resolve) => (answer = resolve)), write: async () => {} };
  await expect(loadSettings({ storage: memoryAdapter(), mirror: slow, channelName: 't-mirror-slow', timeoutMs: 10 })).resolves.toMatchObject({ language: 'en' });
  // A late answer is still applied.
  answer({ language: 'ja-JP' });
  await vi.waitFor(() => expect(getSettings().language).toBe('ja-JP'));
});

it('takes an IndexedDB record with nothing usable in it as empty', async () => {
  const storage = memoryAdapter({ 'app-storage': { language: 'xx' } });
  const mirror = memoryAdapter({ 'app-storage': { language: 'ko-KR' } });
  await loadSettings({ storage, mirror, channelName: 't-mirror-unusable' });
  expect(getSettings().language).toBe('ko-KR');
  expect(await mirror.read('app-storage')).toEqual({ language: 'ko-KR' });
});
