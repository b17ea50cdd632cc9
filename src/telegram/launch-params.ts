/**
 * Launch parameters: what Telegram appends to the Mini App URL (`#tgWebAppData=...&tgWebAppVersion=...`,
 * some clients in the query string instead). They are read once at start, kept in sessionStorage
 * because a reload (or our own stripLaunchParamsFromHash) loses the hash, and removed from the URL
 * so the path-based router never sees them.
 */
import { hasWebviewProxy, isInIframe, type BridgeWindow } from './environment';
import { parseInitData, type InitData } from './init-data';
import { parseJsonObject, safeDecode, splitHash, splitPairs, stringValues } from './query-string';

export interface LaunchParams {
  /** The signed init data exactly as received: the server verifies it byte for byte. */
  initDataRaw?: string;
  /** The same, parsed; unverified, for display and language only. */
  initData?: InitData;
  /** Mini App version of the client ('6.0' when unknown: the oldest, so no gated method runs). */
  version: string;
  platform: string;
  themeParams: Record<string, string>;
  startParam?: string;
  /** The bot has inline mode on (tgWebAppBotInline=1); switchInlineQuery needs it. */
  botInline: boolean;
  /** Running inside Telegram: init data present (only read with a bridge), the mobile proxy, or framed with launch params. */
  isTelegram: boolean;
}

export const LAUNCH_PARAMS_STORAGE_KEY = '__telegram__launchParams';
export const DEFAULT_VERSION = '6.0';
const PREFIX = 'tgWebApp';

/** The parameters as strings, before defaults: what is stored and restored. */
interface RawLaunchParams {
  initDataRaw?: string;
  version?: string;
  platform?: string;
  themeParams?: Record<string, string>;
  startParam?: string;
  botInline?: boolean;
}

/** Reads the tgWebApp* pairs of one query string. */
function collect(query: string): RawLaunchParams {
  const found: RawLaunchParams = {};
  for (const { key, raw } of splitPairs(query)) {
    if (key === 'tgWebAppData') {
      // Encoded init data never has a raw `=` (it would be %3D); with one, it arrived un-encoded,
      // and decoding it would change the %-escapes inside the user JSON that the server verifies.
      found.initDataRaw = raw.includes('=') ? raw : safeDecode(raw);
    } else if (key === 'tgWebAppVersion') found.version = safeDecode(raw).trim();
    else if (key === 'tgWebAppPlatform') found.platform = safeDecode(raw).trim();
    else if (key === 'tgWebAppStartParam') found.startParam = safeDecode(raw);
    else if (key === 'tgWebAppBotInline') found.botInline = raw === '1' || raw === 'true';
    else if (key === 'tgWebAppThemeParams') found.themeParams = stringValues(parseJsonObject(safeDecode(raw)));
  }
  return found;
}

function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    // Sandboxed iframes and some private modes refuse sessionStorage outright.
    return null;
  }
}

function save(win: Window, params: RawLaunchParams): void {
  try {
    storage(win)?.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Full or disabled storage: this launch still works, a reload just loses the parameters.
  }
}

function load(win: Window): RawLaunchParams {
  let object: Record<string, unknown> | null = null;
  try {
    object = parseJsonObject(storage(win)?.getItem(LAUNCH_PARAMS_STORAGE_KEY) ?? '');
  } catch {
    return {};
  }
  if (!object) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const themeParams = object.themeParams;
  return {
    initDataRaw: text(object.initDataRaw),
    version: text(object.version),
    platform: text(object.platform),
    startParam: text(object.startParam),
    botInline: object.botInline === true,
    themeParams: typeof themeParams === 'object' ? stringValues(themeParams as Record<string, unknown>) : {},
  };
}

function build(raw: RawLaunchParams, win: BridgeWindow): LaunchParams {
  const initDataRaw = raw.initDataRaw || undefined;
  const initData = initDataRaw === undefined ? undefined : parseInitData(initDataRaw);
  const version = raw.version && /^\d+(\.\d+)*$/.test(raw.version) ? raw.version : DEFAULT_VERSION;
  const startParam = raw.startParam || initData?.start_param || undefined;
  const isTelegram =
    initDataRaw !== undefined || hasWebviewProxy(win) || (isInIframe(win) && raw.version !== undefined);
  const params: LaunchParams = {
    version,
    platform: raw.platform || 'unknown',
    themeParams: raw.themeParams ?? {},
    botInline: raw.botInline === true,
    isTelegram,
  };
  if (initDataRaw !== undefined) params.initDataRaw = initDataRaw;
  if (initData !== undefined) params.initData = initData;
  if (startParam !== undefined) params.startParam = startParam;
  return params;
}

/**
 * The launch parameters of this page: from the URL when it has any (saved for later reloads),
 * otherwise the ones saved in this tab's sessionStorage, otherwise defaults. Never throws.
 */
export function readLaunchParams(win: Window = window): LaunchParams {
  const bridgeWindow = win as unknown as BridgeWindow;
  const fromUrl = { ...collect(win.location.search.slice(1)), ...collect(splitHash(win.location.hash).query) };
  // Launch data is taken from the URL only with a Telegram bridge around the page: the mobile proxy,
  // or a parent frame (which launch-trust.ts then asks to answer before the data is used). Without
  // one it is nobody's, neither used nor kept: a crafted link with someone else's signed launch
  // data, opened in a plain browser tab, would sign that tab into their account (login CSRF,
  // docs/security.md). What this tab kept was kept under a bridge; no other site can write it.
  if (!hasWebviewProxy(bridgeWindow) && !isInIframe(bridgeWindow)) delete fromUrl.initDataRaw;
  const hasUrlParams = Object.values(fromUrl).some((value) => value !== undefined);
  if (hasUrlParams) save(win, fromUrl);
  return build(hasUrlParams ? fromUrl : load(win), bridgeWindow);
}


function isTelegramSegment(segment: string): boolean {
  const equals = segment.indexOf('=');
  return safeDecode(equals < 0 ? segment : segment.slice(0, equals)).startsWith(PREFIX);
}

/** The query without its tgWebApp* segments, or null when it has none (then it stays untouched). */
function withoutTelegram(query: string): string | null {
  const segments = query.split('&');
  const kept = segments.filter((segment) => !segment || !isTelegramSegment(segment));
  return kept.length === segments.length ? null : kept.filter(Boolean).join('&');
}

/**
 * Removes the tgWebApp* keys from the hash (and the query string, where some clients put them)
 * with history.replaceState, keeping every other part verbatim; readLaunchParams() still returns
 * them afterwards (from sessionStorage). Returns true when the URL changed.
 */
export function stripLaunchParamsFromHash(win: Window = window): boolean {
  const { pathname, search, hash } = win.location;
  const { prefix, query } = splitHash(hash);
  const keptQuery = withoutTelegram(query);
  const keptSearch = withoutTelegram(search.slice(1));
  if (keptQuery === null && keptSearch === null) return false;
  // Save them first, so stripping before reading cannot lose this launch's parameters.
  readLaunchParams(win);
  let nextHash = hash;
  if (keptQuery !== null) {
    const body = prefix && keptQuery ? `${prefix}?${keptQuery}` : prefix || keptQuery;
    nextHash = body ? `#${body}` : '';
  }
  const nextSearch = keptSearch === null ? search : keptSearch ? `?${keptSearch}` : '';
  // Keep the history entry's state: the router may have put something there. Absolute: a path
  // starting with `//` would otherwise read as another host and throw.
  win.history.replaceState(win.history.state, '', `${win.location.origin}${pathname}${nextSearch}${nextHash}`);
  return true;
}
