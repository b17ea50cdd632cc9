/**
 * The server's Bot API client: grammY's `Api` (https://grammy.dev/ref/core/api), pointed at
 * TELEGRAM_API_BASE (server/config.ts) so tests run it against a local stand-in. The URL holds the
 * bot token: it is never logged, and errors name only the method and Telegram's description.
 */
import type * as grammyTypes from 'grammy';

type Grammy = typeof grammyTypes;
type RawMethods = Record<string, (params: Record<string, unknown>) => Promise<unknown>>;

/** Longer than Telegram's usual answer, short enough that a player's tap does not hang. */
const TIMEOUT_MS = 10_000;

export class BotApiError extends Error {
  override readonly name = 'BotApiError';
}

export interface BotApiOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

export type BotApiCall = <T>(method: string, params: Record<string, unknown>) => Promise<T>;

/** grammY's `Api` options for our Bot API endpoint: `new Api(token, grammyApiConfig(options))`. */
export function grammyApiConfig({ baseUrl, timeoutMs = TIMEOUT_MS }: BotApiOptions) {
  return { apiRoot: baseUrl, timeoutSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)) };
}

/**
 * One Bot API method by name, through grammY's raw API: the invite card's transport. grammY is
 * imported on the first call (a route holds this from start; docs/performance.md, "Start-up").
 */
export function createBotApi(options: BotApiOptions): BotApiCall {
  let loaded: Promise<{ raw: RawMethods; grammy: Grammy }> | null = null;
  return async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    loaded ??= import('grammy').then((grammy) => ({
      grammy,
      raw: new grammy.Api(options.token, grammyApiConfig(options)).raw as unknown as RawMethods,
    }));
    const { raw, grammy } = await loaded;
    try {
      return (await raw[method]!(params)) as T;
    } catch (error) {
      // grammY's HttpError wraps fetch's error, whose text may carry the URL with the token.
      if (error instanceof grammy.GrammyError) throw new BotApiError(`${method}: ${error.description}`);
      throw new BotApiError(`${method}: Telegram could not be reached`);
    }
  };
}
