/**
 * The app's one Telegram WebApp object over the shared bridge, built from the launch params
 * main.tsx read before stripping them from the URL. They are handed over rather than re-read:
 * a framed app may be refused sessionStorage (third-party storage blocked), and then a second
 * read after the strip would find nothing and think it runs outside Telegram. Here, not in app/,
 * so features (the friends screen's share) reach it too.
 */
import { getBridge } from './bridge';
import { readLaunchParams, type LaunchParams } from './launch-params';
import { createWebApp, type WebApp } from './web-app';

let webApp: WebApp | undefined;

export function initWebApp(launchParams: LaunchParams): WebApp {
  webApp = createWebApp({ launchParams, bridge: getBridge() });
  return webApp;
}

/** The WebApp of this launch (unit tests that skip main.tsx get one from the current URL). */
export function getWebApp(): WebApp {
  return webApp ?? initWebApp(readLaunchParams());
}
