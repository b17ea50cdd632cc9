/**
 * The persisted app settings of docs/product.md section 3, `app-storage`: currentGame (default odd_even),
 * language, isFirstVisit (default true); and this app's own: fullscreen (the player's choice in
 * Telegram 8.0+, default off) and homeScreenOfferedAt (when the home-screen shortcut was last
 * offered, ms; 0: never), both explained in docs/telegram-platform.md. A small external store:
 * read once before the first render (main.tsx), saved to IndexedDB on every change, and shared by
 * every tab of the browser through a BroadcastChannel, because IndexedDB has no change events.
 *
 * Only what was set is stored. An unset language falls back to the start language of this launch
 * (the Telegram user's language_code), so a player who never picked one follows Telegram's.
 */
import { DEFAULT_GAME, isGame, type Game } from '../contract/games';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../contract/languages';
import { idbAdapter, memoryAdapter, type StorageAdapter } from './storage-adapter';
import { STORAGE_NAMES } from '../contract/storage-names';

export interface AppSettings {
  readonly currentGame: Game;
  readonly language: LanguageCode;
  readonly isFirstVisit: boolean;
  readonly fullscreen: boolean;
  readonly homeScreenOfferedAt: number;
}

type Stored = Partial<AppSettings>;

/** The key of the record in IndexedDB, and the name of the tabs' channel. */
export const SETTINGS_KEY = STORAGE_NAMES.settingsDb;

/**
 * The longest the first render waits for IndexedDB before starting with the defaults. Safari 14
 * could leave `indexedDB.open` pending forever on a first load
 * (https://bugs.webkit.org/show_bug.cgi?id=226547, jakearchibald/idb-keyval#120); a slow disk
 * must not hold the app either. A read that answers later is still applied.
 */
const READ_TIMEOUT_MS = 1000;

export interface LoadOptions {
  storage?: StorageAdapter;
  /** The language when none is stored: the Telegram user's, matched (launch.ts). */
  defaultLanguage?: LanguageCode;
  /**
   * A second copy that outlives the first (Telegram's DeviceStorage, 9.0+: iOS may clear a web
   * view's IndexedDB). Every change is written to it too; it is read when IndexedDB is empty.
   */
  mirror?: StorageAdapter;
  channelName?: string;
  timeoutMs?: number;
}

let storage: StorageAdapter = memoryAdapter();
let mirror: StorageAdapter | undefined;
let stored: Stored = {};
let defaultLanguage: LanguageCode = DEFAULT_LANGUAGE;
let settings: AppSettings = resolved();
let channel: BroadcastChannel | null = null;
let writes: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function resolved(): AppSettings {
  return {
    currentGame: stored.currentGame ?? DEFAULT_GAME,
    language: stored.language ?? defaultLanguage,
    isFirstVisit: stored.isFirstVisit ?? true,
    fullscreen: stored.fullscreen ?? false,
    homeScreenOfferedAt: stored.homeScreenOfferedAt ?? 0,
  };
}

/** Keeps only well-formed fields: a record from an older build or another tab cannot break the app. */
function sanitize(value: unknown): Stored {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const clean: { -readonly [K in keyof AppSettings]?: AppSettings[K] } = {};
  if (isGame(record.currentGame)) clean.currentGame = record.currentGame;
  if (isLanguageCode(record.language)) clean.language = record.language;
  if (typeof record.isFirstVisit === 'boolean') clean.isFirstVisit = record.isFirstVisit;
  if (typeof record.fullscreen === 'boolean') clean.fullscreen = record.fullscreen;
  const offeredAt = record.homeScreenOfferedAt;
  if (typeof offeredAt === 'number' && Number.isSafeInteger(offeredAt) && offeredAt >= 0) clean.homeScreenOfferedAt = offeredAt;
  return clean;
}

function fallBackToMemory(reason: string, error: unknown): void {
  console.warn(`app-storage: ${reason}; settings are kept in memory for this session`, error);
  storage = memoryAdapter();
}

function apply(record: Stored): void {
  stored = record;
  const previous = settings;
  const next = resolved();
  const changed = (Object.keys(next) as (keyof AppSettings)[]).some((key) => next[key] !== previous[key]);
  if (!changed) return;
  settings = next;
  for (const listener of listeners) listener();
}

function save(patch: Stored): void {
  const next = { ...stored, ...patch };
  apply(next);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel
  channel?.postMessage(next);
  // One write at a time, in order; each looks the storage up when its turn comes, so after a
  // failure the queued ones go to memory instead of failing (and warning) again.
  writes = writes.then(() => {
    const target = storage;
    return target.write(SETTINGS_KEY, next).catch((error: unknown) => {
      if (storage === target) fallBackToMemory('IndexedDB could not be written', error);
    });
  });
  writeMirror(next);
}

function writeMirror(record: Stored): void {
  // Best effort: the copy is a safety net, and the next change writes the whole record again.
  mirror?.write(SETTINGS_KEY, record).catch((error: unknown) => console.warn('app-storage: the mirror could not be written', error));
}

/**
 * IndexedDB was empty (a first start, or iOS cleared it): the mirror's record, kept in IndexedDB
 * again. Never rejects; gives up after `timeoutMs` (a late answer is still applied, below what
 * this session has set since).
 */
async function restoreFromMirror(copy: StorageAdapter, timeoutMs: number): Promise<unknown> {
  try {
    const value = sanitize(await readWithTimeout(copy, timeoutMs, 'the mirror'));
    if (Object.keys(value).length === 0) return undefined;
    const target = storage;
    writes = writes.then(() => target.write(SETTINGS_KEY, value).catch(() => {}));
    return value;
  } catch (error) {
    console.warn('app-storage: the mirror could not be read', error);
    return undefined;
  }
}

/** The stored record, or undefined after `timeoutMs`; a read that answers later is applied then. */
function readWithTimeout(target: StorageAdapter, timeoutMs: number, name = 'IndexedDB'): Promise<unknown> {
  const read = target.read(SETTINGS_KEY);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      console.warn(`app-storage: ${name} did not answer within ${timeoutMs} ms; starting with the defaults`);
      resolve(undefined);
      // What this session has set since wins over what was stored before it.
      read.then((late) => (storage === target || mirror === target) && apply({ ...sanitize(late), ...stored }), () => {});
    }, timeoutMs);
    read.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Reads the stored settings (never rejects: a broken or blocked IndexedDB leaves the defaults and
 * memory, with a warning) and starts following the other tabs. Call once, before the first render.
 */
export async function loadSettings(options: LoadOptions = {}): Promise<AppSettings> {
  const target = options.storage ?? idbAdapter();
  storage = target;
  mirror = options.mirror;
  defaultLanguage = options.defaultLanguage ?? DEFAULT_LANGUAGE;
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  let value: unknown;
  try {
    value = await readWithTimeout(target, timeoutMs);
  } catch (error) {
    fallBackToMemory('IndexedDB could not be read', error);
  }
  let record = sanitize(value);
  const empty = Object.keys(record).length === 0;
  if (empty && mirror) record = sanitize(await restoreFromMirror(mirror, timeoutMs));
  // A record from before the mirror existed (or from before 9.0) gets its copy now.
  else if (!empty) writeMirror(record);
  apply({ ...record, ...stored });
  listenToOtherTabs(options.channelName ?? SETTINGS_KEY);
  return settings;
}

function listenToOtherTabs(name: string): void {
  channel?.close();
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  // Another tab wrote its whole record; this tab only mirrors it (writing again would be a loop).
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => apply(sanitize(event.data)));
}

export function getSettings(): AppSettings {
  return settings;
}

/** The language the player picked, if any (without one, each launch follows Telegram's). */
export function getStoredLanguage(): LanguageCode | undefined {
  return stored.language;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Returns whether the game was accepted (only the spec's games are). */
export function setCurrentGame(game: Game): boolean {
  if (!isGame(game)) return false;
  save({ currentGame: game });
  return true;
}

export function setIsFirstVisit(isFirstVisit: boolean): void {
  save({ isFirstVisit });
}

export function setFullscreen(fullscreen: boolean): void {
  save({ fullscreen });
}

export function setHomeScreenOfferedAt(offeredAt: number): void {
  save({ homeScreenOfferedAt: offeredAt });
}

/** Used by settings/language.ts, which checks the code. */
export function saveLanguage(language: LanguageCode): void {
  save({ language });
}

/** Resolves once every change made so far has reached storage (or failed to). */
export function settingsWritten(): Promise<void> {
  return writes;
}

/** Test helper: forgets everything, as a fresh page load would. */
export async function resetSettingsStore(): Promise<void> {
  await writes;
  channel?.close();
  channel = null;
  storage = memoryAdapter();
  mirror = undefined;
  defaultLanguage = DEFAULT_LANGUAGE;
  apply({});
}
