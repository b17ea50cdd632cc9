import { appConfig } from '../../config';
import { LOGIN_STATE_PARAM } from './login-state';

/**
 * The link of the "Log in with Telegram" button. Telegram's Login Widget would load a script from
 * telegram.org, which our CSP (script-src 'self') and offline use both rule out; its redirect flow
 * needs no script: oauth.telegram.org asks the user, then returns to `return_to` with
 * #tgAuthResult (read by login-result.ts). `state` (login-state.ts) rides in return_to's query.
 */
export function telegramLoginUrl(botId: string, origin: string, state?: string): string {
  const returnTo = state ? `${origin}/?${new URLSearchParams({ [LOGIN_STATE_PARAM]: state }).toString()}` : `${origin}/`;
  const params = new URLSearchParams({
    bot_id: botId,
    origin,
    return_to: returnTo,
    request_access: 'write',
  });
  return `https://oauth.telegram.org/auth?${params.toString()}`;
}

/**
 * The bot's numeric id (the digits before the colon of its token), fixed at build time because the
 * server has no unauthenticated config endpoint yet. Empty: the login link is not offered.
 */
export const TELEGRAM_BOT_ID: string = appConfig.telegramBotId;
