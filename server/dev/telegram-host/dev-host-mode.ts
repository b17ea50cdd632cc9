/**
 * When the dev Telegram host runs, and the link `npm start` prints (docs/demo.md). Small on
 * purpose: the server's start imports this, and the host's code only where it runs.
 */
import { demoLaunchUrl } from '../../auth/demo-link';
import { DEV_BOT_TOKEN, type Config } from '../../config';

export const HOST_PATH = '/dev/telegram';

/** The app's head script, which the dev Telegram host extends with its channel (webview-proxy.ts). */
export const RECEIVERS_FILE = 'telegram-receivers.js';

/** Only where it can harm no one: outside production, on the published dev token. */
export function servesDevTelegramHost(config: Pick<Config, 'production' | 'botToken'>): boolean {
  return !config.production && config.botToken === DEV_BOT_TOKEN;
}

/**
 * What a dev server prints for trying the app (`baseUrl` ends with '/'): the dev host's page,
 * which opens it in any browser as the demo player; with another bot token, a signed launch link,
 * which counts only inside a Telegram client (a plain browser shows the login page).
 */
export function demoLinkLines(baseUrl: string, config: Pick<Config, 'production' | 'botToken' | 'initDataMaxAgeS'>, nowS: number): string[] {
  if (servesDevTelegramHost(config)) {
    return ['Demo launch link (opens the app in any browser, framed by a dev Telegram host, as the demo player):', `${baseUrl}${HOST_PATH.slice(1)}`];
  }
  return [
    `Demo launch link (a signed Telegram launch; counts only inside a Telegram client, a browser shows the login page; valid ${config.initDataMaxAgeS || 'unlimited'} s):`,
    demoLaunchUrl(baseUrl, config.botToken, nowS),
  ];
}
