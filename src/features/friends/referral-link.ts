import { appConfig } from '../../config';

/**
 * The invite link: the bot's Main Mini App link with the player's refCode as start parameter
 * (https://core.telegram.org/api/links#main-mini-app-links). Telegram opens the app with it as
 * `start_param` in the signed launch data, and the server names the referrer from that.
 */
const BOT_USERNAME: string = appConfig.botUsername;

export function referralLink(refCode: string, botUsername: string = BOT_USERNAME): string {
  return `https://t.me/${botUsername}?startapp=${encodeURIComponent(refCode)}`;
}

/** Telegram's share dialog for a link with a message (https://core.telegram.org/widgets/share). */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}
