/**
 * The start-up sequence of docs/product.md section 4, run once the launch data is known:
 *   expand; 7.7+: no vertical swipes (they would close the app mid-game); 7.10+: our dark header,
 *   bottom bar and background, re-applied on every theme change (the client resets them to the new
 *   theme); 6.2+: confirm before closing; then ready().
 * ready() comes last so Telegram removes its loading placeholder only after the colours are set,
 * with no flash of the default theme. Outside Telegram nothing is sent.
 */
import type { Bridge } from './bridge';
import type { WebApp } from './web-app';

export const HEADER_COLOR = '#27272a';
export const BOTTOM_BAR_COLOR = '#2B3139';
export const BACKGROUND_COLOR = '#181a20';

type StartupWebApp = Pick<
  WebApp,
  | 'isTelegram'
  | 'isVersionAtLeast'
  | 'expand'
  | 'ready'
  | 'disableVerticalSwipes'
  | 'setHeaderColor'
  | 'setBottomBarColor'
  | 'setBackgroundColor'
  | 'enableClosingConfirmation'
>;

/** Runs the sequence; returns the cleanup that stops re-applying colours on theme changes. */
export function startTelegram(webApp: StartupWebApp, bridge: Pick<Bridge, 'on'>): () => void {
  if (!webApp.isTelegram) return () => {};
  let cleanup = () => {};
  webApp.expand();
  if (webApp.isVersionAtLeast('7.7')) webApp.disableVerticalSwipes();
  if (webApp.isVersionAtLeast('7.10')) {
    const applyColors = () => {
      webApp.setHeaderColor(HEADER_COLOR);
      webApp.setBottomBarColor(BOTTOM_BAR_COLOR);
      webApp.setBackgroundColor(BACKGROUND_COLOR);
    };
    applyColors();
    cleanup = bridge.on('theme_changed', applyColors);
  }
  if (webApp.isVersionAtLeast('6.2')) webApp.enableClosingConfirmation();
  webApp.ready();
  return cleanup;
}
