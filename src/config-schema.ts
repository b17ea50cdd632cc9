/**
 * The app's build-time variables, checked once (at build by vite.config.ts, so a bad value fails
 * the build with one line, and again when the bundle starts). Every other module reads
 * `appConfig` from src/config.ts, never `import.meta.env`.
 */
export interface AppConfig {
  /** The backend host (the spec's {host}); empty: same origin. */
  apiBase: string;
  /** The official support chat, a https://t.me/... link. */
  supportUrl: string;
  /** The spec's build-time flag: skip the `me` call. */
  skipMe: boolean;
  /** The bot's numeric id for the browser login link; empty: no login link. */
  telegramBotId: string;
  /** The bot's username (no @) for invite links. */
  botUsername: string;
  /** package version + build time: busts the persisted query cache on every deploy. */
  buildId: string;
  /** Vite's dev server (no service worker there: it would cache the dev modules). */
  dev: boolean;
}

export type AppEnv = Partial<Record<string, string | boolean | undefined>>;

const DEFAULTS = {
  supportUrl: 'https://t.me/sendswin_support',
  telegramBotId: '123456789',
  botUsername: 'sendswin_bot',
} as const;

function text(env: AppEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

function fail(name: string, value: string, expected: string): never {
  throw new Error(`${name}=${JSON.stringify(value)} is invalid: ${expected}`);
}

/** Throws one line naming the variable when a value is unusable. */
export function parseAppConfig(env: AppEnv): AppConfig {
  const apiBase = text(env, 'VITE_API_BASE') ?? '';
  if (apiBase && !/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(apiBase)) fail('VITE_API_BASE', apiBase, 'expected empty or an http(s) origin');
  const supportUrl = text(env, 'VITE_SUPPORT_URL') || DEFAULTS.supportUrl;
  if (!/^https:\/\/t\.me\/\S+$/.test(supportUrl)) fail('VITE_SUPPORT_URL', supportUrl, 'expected a https://t.me/... link');
  const skipMe = text(env, 'VITE_SKIP_ME') ?? '';
  if (!['', 'true', 'false'].includes(skipMe)) fail('VITE_SKIP_ME', skipMe, 'expected true or false');
  const telegramBotId = text(env, 'VITE_TELEGRAM_BOT_ID') ?? DEFAULTS.telegramBotId;
  if (telegramBotId && !/^\d+$/.test(telegramBotId)) fail('VITE_TELEGRAM_BOT_ID', telegramBotId, 'expected digits or empty');
  const botUsername = text(env, 'VITE_BOT_USERNAME') || DEFAULTS.botUsername;
  if (!/^\w{5,32}$/.test(botUsername)) fail('VITE_BOT_USERNAME', botUsername, 'expected a bot username without @');
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    supportUrl,
    skipMe: skipMe === 'true',
    telegramBotId,
    botUsername,
    buildId: text(env, 'VITE_BUILD_ID') || 'dev',
    dev: env.DEV === true,
  };
}
