/** Telegram's start-up sequence for this page, over the WebApp of telegram/current-web-app.ts. */
import { getBridge } from '../telegram/bridge';
import { getWebApp } from '../telegram/current-web-app';
import { checkHomeScreenOnce } from '../telegram/home-screen';
import { startTelegram } from '../telegram/startup';
import { followFullscreen } from './telegram-fullscreen';

let started = false;

/**
 * The start-up sequence of docs/product.md section 4, once per page: StrictMode runs effects twice and the
 * theme_changed subscription must live as long as the page, so no effect cleanup undoes it.
 * After ready() (8.0+): the player's fullscreen choice, and the one home-screen check.
 */
export function startTelegramOnce(): void {
  if (started) return;
  started = true;
  const webApp = getWebApp();
  const bridge = getBridge();
  startTelegram(webApp, bridge);
  followFullscreen(webApp, bridge);
  checkHomeScreenOnce(webApp, bridge);
}
