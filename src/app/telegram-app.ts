/** Telegram's start-up sequence for this page, over the WebApp of telegram/current-web-app.ts. */
import { getBridge } from '../telegram/bridge';
import { getWebApp } from '../telegram/current-web-app';
import { startTelegram } from '../telegram/startup';

let started = false;

/**
 * The start-up sequence of spec section 4, once per page: StrictMode runs effects twice and the
 * theme_changed subscription must live as long as the page, so no effect cleanup undoes it.
 */
export function startTelegramOnce(): void {
  if (started) return;
  started = true;
  startTelegram(getWebApp(), getBridge());
}
