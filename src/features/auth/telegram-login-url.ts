import { appConfig } from '../../config';

/**
 * The link of the "Log in with Telegram" button. Telegram's Login Widget would load a script from
 * telegram.org, which our CSP (script-src 'self') and offline use both rule out; its redirect flow
 * needs no script: oauth.telegram.org asks the user, then returns to `return_to` with
 * #tgAuthResult (read by login-result.ts).
 */
export function telegramLoginUrl(botId: string, origin: string): string {
  const params = new URLSearchParams({
    bot_id: botId,
    origin,
    return_to: `${origin}/`,
    request_access: 'write',
  });
  return `https://oauth.telegram.org/auth?${params.toString()}`;
}

/**
 * The bot's numeric id (the digits before the colon of its token), fixed at build time because the
 * server has no unauthenticated config endpoint yet. Empty: the login link is not offered.
 */
export const TELEGRAM_BOT_ID: string = appConfig.telegramBotId;
