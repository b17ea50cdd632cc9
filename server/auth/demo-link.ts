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
const THEME_PARAMS = {
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

/**
 * A launch link that opens the app as Telegram Desktop would: the launch parameters in the hash,
 * with initData signed by the bot token (valid for INIT_DATA_MAX_AGE_S from `nowS`).
 */
export function demoLaunchUrl(baseUrl: string, botToken: string, nowS: number, user: InitDataUser = DEMO_USER): string {
  const initData = signInitData({ user, authDate: nowS, extra: { query_id: `demo${nowS}` } }, botToken);
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(THEME_PARAMS),
  });
  return `${baseUrl}#${hash.toString()}`;
}
