import { isIP } from 'node:net';
import { z } from 'zod';
import { AdminEnv, adminConfig, type AdminConfig } from './admin-config';
import { loadJurisdictionProfiles, type JurisdictionProfiles } from './compliance/jurisdiction-profiles';
import { loadCountryDb, type CountryDb } from './compliance/country-db';
import { KycEnv, kycConfig, refuseKycEnv, type KycConfig } from './compliance/kyc-config';
import { PaymentsEnv, paymentsConfig, refusePaymentsEnv, type PaymentsConfig } from './ton/payments-config';

/** The longest INIT_DATA_MAX_AGE_S production accepts: 7 days (docs/security.md). */
export const INIT_DATA_MAX_AGE_CAP_S = 7 * 86_400;

/** The dev bot token used outside production (documented in the README); never valid in production. */
export const DEV_BOT_TOKEN = '123456789:DEV-sendswin-not-a-real-token';

const port = z.coerce.number().int().min(0).max(65535);
const nonNegativeInt = z.coerce.number().int().min(0);

/** Outside production the server is a dev server (dev token, demo money): it may listen on these only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An entry of TRUST_PROXY as proxy-addr (Fastify's trustProxy) reads it: a name, an IP, or IP/prefix. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    BOT_TOKEN: z
      .string()
      .regex(/^\d+:[\w-]{10,}$/, 'must look like 123456:ABC-DEF... as @BotFather gives it')
      .optional(),
    INIT_DATA_MAX_AGE_S: nonNegativeInt.default(86_400),
    DEMO_BALANCE: z.coerce.number().min(0).max(1_000_000).optional(),
    RATE_LIMIT_PER_MIN: nonNegativeInt.default(60),
    CORS_ORIGIN: z.string().url().optional(),
    // The Bot API the server calls (savePreparedInlineMessage); tests point it at a local stand-in.
    TELEGRAM_API_BASE: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL without query or fragment')
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://api.telegram.org'),
    // The bot's @username, for the t.me/<bot>?startapp= links the server writes into invite cards.
    BOT_USERNAME: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username without @')
      .default('sendswin_bot'),
    // The bot (docs/bot.md): Telegram sends this in X-Telegram-Bot-Api-Secret-Token with each update.
    BOT_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9, _ and -').optional(),
    // Where players open the app: the webhook is <PUBLIC_URL>/telegram/webhook, the menu button opens it.
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL without query or fragment')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    // Where /paysupport sends players (keep it equal to the app's VITE_SUPPORT_URL).
    SUPPORT_URL: z.string().url().default('https://t.me/sendswin_support'),
    /** A JSON file of jurisdiction profiles (docs/compliance.md); unset: one "*" profile with the defaults. */
    JURISDICTION_PROFILES: z.string().min(1).optional(),
    /** An MMDB country database for the request IP's country (docs/compliance.md); unset: "unknown". */
    GEOIP_COUNTRY_DB: z.string().min(1).optional(),
    // 1: long polling (a developer's own bot), instead of the webhook.
    BOT_POLLING: z.enum(['0', '1']).default('0'),
    STATIC_DIR: z.string().min(1).default('./dist/app'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Shifts the server's clock (weeks, circles, auth_date checks) so e2e tests can play "last week".
    CLOCK_OFFSET_S: z.coerce.number().int().optional(),
    // Seconds per reality-check "minute", so an e2e test sees the check in seconds (docs/player-protection.md);
    // a fraction (0.5) too, so a 15-"minute" interval is a wait of seconds, not a quarter minute.
    REALITY_CHECK_MINUTE_S: z.coerce.number().min(0.1).max(60).optional(),
    // Stops the process at a named step of a money movement, for kill tests (server/failpoint/failpoint.ts).
    TEST_FAILPOINT: z.string().optional(),
    // Bearer token guarding GET /metrics (docs/security.md); production without it serves no metrics.
    METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,256}$/, 'must be 16-256 printable ASCII characters without spaces').optional(),
    // How often the server reconciles the books and the chain by itself (docs/payments.md, "Reconciliation").
    RECONCILE_INTERVAL_S: z.coerce.number().int().min(10).max(86_400).default(300),
    // How often the markers of harm are scanned (docs/back-office.md, "Markers of harm"); tests shorten it.
    HARM_SCAN_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(900),
    // Per client IP and minute (docs/security.md); 0 turns a limit off.
    AUTH_IP_LIMIT_PER_MIN: nonNegativeInt.default(20),
    SSE_IP_LIMIT_PER_MIN: nonNegativeInt.default(120),
    // The proxies whose X-Forwarded-For we believe (docs/security.md); default: loopback in production.
    TRUST_PROXY: z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.every(isProxyAddress), 'must list IP addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas')
      .optional(),
    ...PaymentsEnv,
    ...KycEnv,
    ...AdminEnv,
  })
  .superRefine((env, ctx) => {
    const refuse = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    if (env.BOT_POLLING === '1' && (!env.BOT_TOKEN || env.BOT_TOKEN === DEV_BOT_TOKEN)) {
      refuse('BOT_POLLING', 'needs a real BOT_TOKEN: the dev token has no bot to poll');
    }
    refusePaymentsEnv(env, refuse);
    refuseKycEnv(env, refuse);
    if (env.NODE_ENV !== 'production') {
      // Fail closed: a dev server signs with a published token and hands out demo money.
      if (!isLoopbackHost(env.HOST)) refuse('HOST', `${env.HOST} is not a loopback address: outside NODE_ENV=production the server listens on 127.0.0.1, ::1 or localhost only`);
      return;
    }
    if (!env.TELEGRAM_API_BASE.startsWith('https://')) {
      refuse('TELEGRAM_API_BASE', 'must be https:// when NODE_ENV=production (it carries the bot token)');
    }
    if (!env.BOT_TOKEN) refuse('BOT_TOKEN', 'is required when NODE_ENV=production');
    if (env.BOT_TOKEN === DEV_BOT_TOKEN) refuse('BOT_TOKEN', 'is the published dev token and refused when NODE_ENV=production');
    if (env.INIT_DATA_MAX_AGE_S === 0) refuse('INIT_DATA_MAX_AGE_S', '0 (no age check) is refused when NODE_ENV=production');
    // A launch data string is a bearer credential: a huge limit keeps a leaked one valid for good.
    if (env.INIT_DATA_MAX_AGE_S > INIT_DATA_MAX_AGE_CAP_S) {
      refuse('INIT_DATA_MAX_AGE_S', `${env.INIT_DATA_MAX_AGE_S} is above ${INIT_DATA_MAX_AGE_CAP_S} (7 days) and refused when NODE_ENV=production`);
    }
    if (env.DEMO_BALANCE !== undefined && env.DEMO_BALANCE !== 0) refuse('DEMO_BALANCE', 'credits free money and is refused when NODE_ENV=production (unset it or set 0)');
    if (env.BOT_TOKEN && env.BOT_TOKEN !== DEV_BOT_TOKEN && env.BOT_POLLING !== '1' && !env.BOT_WEBHOOK_SECRET) refuse('BOT_WEBHOOK_SECRET', 'is required when NODE_ENV=production: without it anyone could post updates to /telegram/webhook');
    if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) refuse('PUBLIC_URL', 'must be https:// when NODE_ENV=production (Telegram opens web apps and posts webhooks over https only)');
    if (env.CLOCK_OFFSET_S !== undefined) refuse('CLOCK_OFFSET_S', 'is for tests only and refused when NODE_ENV=production');
    if (env.REALITY_CHECK_MINUTE_S !== undefined) refuse('REALITY_CHECK_MINUTE_S', 'is for tests only and refused when NODE_ENV=production');
    if (env.TEST_FAILPOINT !== undefined) refuse('TEST_FAILPOINT', 'stops the server mid-payment, for kill tests only, and is refused when NODE_ENV=production');
  });

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  botToken: string;
  initDataMaxAgeS: number;
  /** USDT credited to a new player; 0 in production unless set. */
  demoBalance: number;
  rateLimitPerMin: number;
  corsOrigin: string | undefined;
  /** The Bot API's base URL, no trailing slash (https://api.telegram.org unless set). */
  telegramApiBase: string;
  botUsername: string;
  /** The secret Telegram echoes in X-Telegram-Bot-Api-Secret-Token; undefined: the webhook takes nothing. */
  botWebhookSecret: string | undefined;
  /** The app's public address, no trailing slash; the webhook and the menu button hang off it. */
  publicUrl: string | undefined;
  /** The support chat /paysupport names. */
  supportUrl: string;
  /** Long polling instead of the webhook (a developer's own bot). */
  botPolling: boolean;
  staticDir: string;
  logLevel: string;
  /** Seconds added to the real time for the app's clock; 0 unless set outside production. */
  clockOffsetS: number;
  /** How long a reality-check minute lasts, in ms: 60 000 unless shortened outside production. */
  realityCheckMinuteMs: number;
  /** Bearer token for GET /metrics; undefined: open outside production, not served in production. */
  metricsToken: string | undefined;
  /** Seconds between the server's own reconciliations (one instance checks each time). */
  reconcileIntervalS: number;
  harmScanIntervalS: number;
  /** Calls to /api/v1/auth/* a minute per client IP (0: no limit). */
  authIpLimitPerMin: number;
  /** Event streams opened a minute per client IP (0: no limit). */
  sseIpLimitPerMin: number;
  /**
   * The proxies trusted to append the client's address to X-Forwarded-For (empty: the socket's
   * address is the client's). Addresses, never a hop count: a client connecting directly would
   * be taken for a proxy and could name any address.
   */
  trustProxy: string[];
  /** USDT on TON (docs/payments.md); null unless PAYMENTS=on. */
  payments: PaymentsConfig | null;
  /** The back office (docs/back-office.md): operators and approval thresholds. */
  admin: AdminConfig;
  /** What each jurisdiction's licence asks (docs/compliance.md). */
  jurisdictions: JurisdictionProfiles;
  /** The verification provider (docs/compliance.md); null: none configured. */
  kyc: KycConfig | null;
  /** EUR for one USDT, for the deposit trigger of raiseToTier2; null when no profile has one. */
  eurPerUsdt: number | null;
  /** The request IP's country (GEOIP_COUNTRY_DB); without a file, none is known. */
  countryDb: CountryDb;
}

export class ConfigError extends Error {}

/** Validates the environment; the error message is one line naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let jurisdictions: JurisdictionProfiles;
  try {
    jurisdictions = loadJurisdictionProfiles(e.JURISDICTION_PROFILES);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: JURISDICTION_PROFILES ${(error as Error).message}`);
  }
  let countryDb: CountryDb;
  try {
    countryDb = loadCountryDb(e.GEOIP_COUNTRY_DB);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: GEOIP_COUNTRY_DB ${(error as Error).message}`);
  }
  // Fail closed: a deposit trigger in EUR cannot be counted from USDT transfers without the rate.
  if (jurisdictions.raisesToTier2 && e.KYC_EUR_PER_USDT === undefined) {
    throw new ConfigError('Invalid configuration: KYC_EUR_PER_USDT is required when a jurisdiction profile has raiseToTier2');
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    botToken: e.BOT_TOKEN ?? DEV_BOT_TOKEN,
    initDataMaxAgeS: e.INIT_DATA_MAX_AGE_S,
    demoBalance: e.DEMO_BALANCE ?? (production ? 0 : 1000),
    rateLimitPerMin: e.RATE_LIMIT_PER_MIN,
    corsOrigin: e.CORS_ORIGIN,
    telegramApiBase: e.TELEGRAM_API_BASE,
    botUsername: e.BOT_USERNAME,
    botWebhookSecret: e.BOT_WEBHOOK_SECRET,
    publicUrl: e.PUBLIC_URL,
    botPolling: e.BOT_POLLING === '1',
    supportUrl: e.SUPPORT_URL,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    clockOffsetS: e.CLOCK_OFFSET_S ?? 0,
    realityCheckMinuteMs: Math.round((e.REALITY_CHECK_MINUTE_S ?? 60) * 1000),
    metricsToken: e.METRICS_TOKEN,
    reconcileIntervalS: e.RECONCILE_INTERVAL_S,
    harmScanIntervalS: e.HARM_SCAN_INTERVAL_S,
    authIpLimitPerMin: e.AUTH_IP_LIMIT_PER_MIN,
    sseIpLimitPerMin: e.SSE_IP_LIMIT_PER_MIN,
    trustProxy: e.TRUST_PROXY ?? (production ? ['loopback'] : []),
    payments: paymentsConfig(e),
    admin: adminConfig(e),
    jurisdictions,
    kyc: kycConfig(e),
    eurPerUsdt: jurisdictions.raisesToTier2 ? e.KYC_EUR_PER_USDT! : null,
    countryDb,
  };
}
