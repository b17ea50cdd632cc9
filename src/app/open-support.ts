/** The official support chat (README.md "Configuration": VITE_SUPPORT_URL, a https://t.me/... link). */
import { getWebApp } from '../telegram/current-web-app';
import { appConfig } from '../config';

export const SUPPORT_URL: string = appConfig.supportUrl;

/**
 * Inside Telegram the client opens the chat itself (openTelegramLink: no browser, no leaving the
 * app; a non-t.me URL goes through openLink). In a browser, a new tab without an opener.
 */
export function openSupport(): void {
  const webApp = getWebApp();
  if (webApp.isTelegram) {
    try {
      webApp.openTelegramLink(SUPPORT_URL);
      return;
    } catch {
      // Not a t.me link (WebAppTgUrlInvalid): an ordinary link still opens from Telegram.
      webApp.openLink(SUPPORT_URL);
      return;
    }
  }
  window.open(SUPPORT_URL, '_blank', 'noopener,noreferrer');
}
