/**
 * The Mini App API the app uses: Telegram's WebApp methods over our bridge, with the version gates
 * of features.ts (the methods it does not use yet live in web-app-extras.ts, outside the initial
 * bundle, with the limits of validate.ts / popup.ts). A gated method on an older client throws
 * WebAppMethodUnsupported instead of posting an event the client would ignore (outside Telegram
 * the version is 6.0, so all of them throw there: check `supports()` first).
 */
import type { Bridge } from './bridge';
import { headerColorPayload, resolveColor } from './colors';
import { isInIframe, telegramWindow } from './environment';
import type { LaunchParams } from './launch-params';
import { checkedLink, telegramLinkPath } from './links';
import { createPlatformMethods } from './platform-methods';
import { stringValues } from './query-string';
import { isVersionAtLeast } from './version';
import { createWebAppContext } from './web-app-context';

export interface WebAppDeps {
  launchParams: LaunchParams;
  bridge: Pick<Bridge, 'postEvent' | 'on'>;
  /** Opens a URL outside the app (default: a new browser tab). */
  openWindow?: (url: string) => void;
  /** Replaces the page (default: location.assign); old clients intercept t.me navigations. */
  navigate?: (url: string) => void;
  /** Framed by Telegram Web (default: detected); its clients take t.me links at any version. */
  framed?: boolean;
}

export type WebApp = ReturnType<typeof createWebApp>;

export function createWebApp({
  launchParams,
  bridge,
  openWindow = (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  navigate = (url) => window.location.assign(url),
  framed = isInIframe(telegramWindow()),
}: WebAppDeps) {
  const { version, isTelegram } = launchParams;
  let theme = { ...launchParams.themeParams };
  // Theme keys ('bg_color', ...) passed to the colour setters resolve against the current theme.
  bridge.on('theme_changed', (data) => {
    const params = (data as { theme_params?: unknown } | null)?.theme_params;
    if (params && typeof params === 'object') theme = stringValues(params as Record<string, unknown>);
  });

  const { supports, gate, post, request } = createWebAppContext(launchParams, bridge);

  return {
    launchParams,
    version,
    platform: launchParams.platform,
    isTelegram,
    themeParams: (): Record<string, string> => ({ ...theme }),
    isVersionAtLeast: (min: string) => isVersionAtLeast(version, min),
    supports,
    // Bot API 8.0 to 9.1: safe areas, fullscreen, home screen, shareMessage, DeviceStorage, haptics.
    ...createPlatformMethods({ gate, post, request }),

    ready: () => post('web_app_ready'),
    expand: () => post('web_app_expand'),
    close: () => post('web_app_close'),

    disableVerticalSwipes() {
      gate('verticalSwipes');
      return post('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
    },
    enableClosingConfirmation() {
      gate('closingConfirmation');
      return post('web_app_setup_closing_behavior', { need_confirmation: true });
    },
    disableClosingConfirmation() {
      gate('closingConfirmation');
      return post('web_app_setup_closing_behavior', { need_confirmation: false });
    },

    /** Shows or hides Telegram's own back button; back_button_pressed reports taps. */
    setBackButtonVisible(visible: boolean) {
      gate('backButton');
      return post('web_app_setup_back_button', { is_visible: visible });
    },

    setHeaderColor(color: string) {
      gate('headerColor');
      return post('web_app_set_header_color', headerColorPayload(color, version, theme));
    },
    setBackgroundColor(color: string) {
      gate('backgroundColor');
      const hex = resolveColor(color, ['bg_color', 'secondary_bg_color'], theme, 'WebAppBackgroundColorInvalid');
      return hex !== null && post('web_app_set_background_color', { color: hex });
    },
    setBottomBarColor(color: string) {
      gate('bottomBarColor');
      const keys = ['bg_color', 'secondary_bg_color', 'bottom_bar_bg_color'];
      const hex = resolveColor(color, keys, theme, 'WebAppBottomBarColorInvalid');
      return hex !== null && post('web_app_set_bottom_bar_color', { color: hex });
    },

    /** In Telegram from 6.1 the client opens it (Instant View from 6.4); otherwise a new tab. */
    openLink(url: string, options: { try_instant_view?: boolean } = {}) {
      const href = checkedLink(url);
      const instantView = options.try_instant_view === true && supports('tryInstantView');
      const payload = instantView ? { url: href, try_instant_view: true } : { url: href };
      if (!(isTelegram && supports('openLink') && post('web_app_open_link', payload))) openWindow(href);
    },

    /**
     * In Telegram from 6.1 (or framed by Telegram Web) the client opens the t.me link itself; an
     * older client gets a navigation it intercepts; a plain browser gets a new tab, not losing the app.
     */
    openTelegramLink(url: string) {
      const path = telegramLinkPath(url);
      if (isTelegram && (supports('openTelegramLink') || framed) && post('web_app_open_tg_link', { path_full: path })) return;
      if (isTelegram) navigate(`https://t.me${path}`);
      else openWindow(`https://t.me${path}`);
    },

  };
}
