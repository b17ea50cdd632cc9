/**
 * What the dev Telegram host lets a developer choose before it launches the app (docs/demo.md):
 * who plays, in which language, on which Telegram version and theme. Anything not on these lists
 * falls back to the default, so a hand-edited address never reaches the signing step.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/languages';
import { DARK_THEME_PARAMS, DEMO_USER } from '../../auth/demo-link';
import type { InitDataUser } from '../../auth/sign-init-data';

/** Made-up Telegram accounts; the first is the one the printed link opens. */
export const DEMO_PLAYERS: readonly InitDataUser[] = [
  DEMO_USER,
  { id: 100_000_002, first_name: 'Second', last_name: 'Player', username: 'second_player' },
  { id: 100_000_003, first_name: 'Third', username: 'third_player' },
];

/** The Mini Apps versions where the app's behaviour changes (the version gates of docs/telegram-platform.md). */
export const TELEGRAM_VERSIONS = ['6.0', '6.1', '6.2', '6.9', '7.0', '7.7', '7.10', '8.0', '9.0', '9.1'] as const;

export const DEFAULT_VERSION = '8.0';

/** Telegram's theme params: its dark theme in our colours, and Telegram's own light theme. */
export const THEMES = {
  dark: DARK_THEME_PARAMS,
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#f1f1f1',
    header_bg_color: '#f1f1f1',
    bottom_bar_bg_color: '#f1f1f1',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
  },
};

export type ThemeName = keyof typeof THEMES;

export interface LaunchChoice {
  /** An index into DEMO_PLAYERS. */
  player: number;
  language: LanguageCode;
  version: string;
  theme: ThemeName;
}

export const DEFAULT_CHOICE: LaunchChoice = { player: 0, language: 'en', version: DEFAULT_VERSION, theme: 'dark' };

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/** The choice a query string (`?player=1&language=ru&version=9.1&theme=light`) asks for. */
export function readChoice(query: Record<string, unknown>): LaunchChoice {
  const player = Number(query.player);
  return {
    player: Number.isInteger(player) && player >= 0 && player < DEMO_PLAYERS.length ? player : DEFAULT_CHOICE.player,
    language: pick(LANGUAGE_CODES, query.language, DEFAULT_CHOICE.language),
    version: pick(TELEGRAM_VERSIONS, query.version, DEFAULT_CHOICE.version),
    theme: pick(Object.keys(THEMES) as ThemeName[], query.theme, DEFAULT_CHOICE.theme),
  };
}

/** The player as Telegram describes them in the launch data: the chosen account in the chosen language. */
export function launchUser(choice: LaunchChoice): InitDataUser {
  return { ...DEMO_PLAYERS[choice.player]!, language_code: choice.language };
}
