/**
 * The app's one Telegram WebApp object over the shared bridge, built from the launch params
 * main.tsx read before stripping them from the URL. They are handed over rather than re-read:
 * a framed app may be refused sessionStorage (third-party storage blocked), and then a second
 * read after the strip would find nothing and think it runs outside Telegram.
 */
import { getBridge } from '../telegram/bridge';
import { readLaunchParams, type LaunchParams } from '../telegram/launch-params';
import { startTelegram } from '../telegram/startup';
import { createWebApp, type WebApp } from '../telegram/web-app';

let webApp: WebApp | undefined;

export function initWebApp(launchParams: LaunchParams): WebApp {
  webApp = createWebApp({ launchParams, bridge: getBridge() });
  return webApp;
}

/** The WebApp of this launch (unit tests that skip main.tsx get one from the current URL). */
export function getWebApp(): WebApp {
  return webApp ?? initWebApp(readLaunchParams());
}

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
