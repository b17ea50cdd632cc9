import { z } from 'zod';

/** The dev bot token used outside production (documented in the README); never valid in production. */
export const DEV_BOT_TOKEN = '123456789:DEV-sendswin-not-a-real-token';

const port = z.coerce.number().int().min(0).max(65535);
const nonNegativeInt = z.coerce.number().int().min(0);

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
    STATIC_DIR: z.string().min(1).default('./dist/app'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Shifts the server's clock (weeks, circles, auth_date checks) so e2e tests can play "last week".
    CLOCK_OFFSET_S: z.coerce.number().int().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BOT_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['BOT_TOKEN'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && !env.TELEGRAM_API_BASE.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['TELEGRAM_API_BASE'], message: 'must be https:// when NODE_ENV=production (it carries the bot token)' });
    }
    if (env.NODE_ENV === 'production' && env.CLOCK_OFFSET_S !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_OFFSET_S'], message: 'is for tests only and refused when NODE_ENV=production' });
    }
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
  staticDir: string;
  logLevel: string;
  /** Seconds added to the real time for the app's clock; 0 unless set outside production. */
  clockOffsetS: number;
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
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    clockOffsetS: e.CLOCK_OFFSET_S ?? 0,
  };
}
