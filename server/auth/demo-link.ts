import { signInitData, type InitDataUser } from './sign-init-data';

/** The demo player the start-up link signs in as (a made-up Telegram account). */
export const DEMO_USER: InitDataUser = {
  id: 100_000_001,
  first_name: 'Demo',
  last_name: 'Player',
  username: 'demo_player',
  language_code: 'en',
};

/** Telegram's dark theme in our colours (docs/product.md section 4). */
export const DARK_THEME_PARAMS = {
  bg_color: '#181a20',
  secondary_bg_color: '#27272a',
  header_bg_color: '#27272a',
  bottom_bar_bg_color: '#2b3139',
  text_color: '#ffffff',
  hint_color: '#a1a1aa',
  link_color: '#f0b90b',
  button_color: '#f0b90b',
  button_text_color: '#181a20',
};

export interface DemoLaunch {
  user: InitDataUser;
  /** The Mini Apps version the client claims (tgWebAppVersion). */
  version: string;
  themeParams: Record<string, string>;
}

/**
 * The hash Telegram Desktop appends to a Mini App's URL: the launch parameters, with initData
 * signed by the bot token (valid for INIT_DATA_MAX_AGE_S from `nowS`).
 */
export function signedLaunchHash({ user, version, themeParams }: DemoLaunch, botToken: string, nowS: number): string {
  const initData = signInitData({ user, authDate: nowS, extra: { query_id: `demo${nowS}` } }, botToken);
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(themeParams),
  }).toString();
}

/**
 * A launch link that opens the app as Telegram Desktop would. Only a Telegram client makes it
 * count (docs/security.md, "Launch data only with a Telegram bridge"): in a plain browser it ends
 * at the login page. The dev Telegram host (server/dev/telegram-host) is the browser's way in.
 */
export function demoLaunchUrl(baseUrl: string, botToken: string, nowS: number, user: InitDataUser = DEMO_USER): string {
  return `${baseUrl}#${signedLaunchHash({ user, version: '8.0', themeParams: DARK_THEME_PARAMS }, botToken, nowS)}`;
}
