/**
 * A small Bot API client (https://core.telegram.org/bots/api#making-requests): POST JSON to
 * <base>/bot<token>/<method>, answer `{ok: true, result}` or `{ok: false, description}`. The base
 * URL is TELEGRAM_API_BASE (server/config.ts), so tests run it against a local stand-in. The URL
 * holds the bot token: it is never logged, and errors name only the method.
 */

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

export function createBotApi({ baseUrl, token, timeoutMs = TIMEOUT_MS }: BotApiOptions): BotApiCall {
  return async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The cause names the host and the failure, never the URL with the token.
      const reason = error instanceof Error ? error.name : 'unknown';
      throw new BotApiError(`${method}: Telegram could not be reached (${reason})`);
    }
    let body: { ok?: unknown; result?: unknown; description?: unknown };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new BotApiError(`${method}: Telegram answered ${response.status} without JSON`);
    }
    if (body.ok !== true) {
      const description = typeof body.description === 'string' ? body.description : `status ${response.status}`;
      throw new BotApiError(`${method}: ${description}`);
    }
    return body.result as T;
  };
}
