/** Games, their options and the options' display labels (docs/product.md section 3, docs/fairness.md). */
export const GAMES = ['odd_even', 'big_small', 'lottery', 'lucky_number'] as const;
export type Game = (typeof GAMES)[number];

export const DEFAULT_GAME: Game = 'odd_even';

export const GAME_OPTIONS = {
  odd_even: ['even', 'odd'],
  big_small: ['under', 'over'],
  lottery: ['lottery_1', 'lottery_2', 'lottery_3'],
  lucky_number: ['lucky_number'],
} as const satisfies Record<Game, readonly string[]>;

export type BetOption = (typeof GAME_OPTIONS)[Game][number];
export const BET_OPTIONS = /* @__PURE__ */ Object.values(GAME_OPTIONS).flat() as BetOption[];

/**
 * docs/product.md section 3: bet option key -> display text, in English. Screens show the translated label,
 * `t(`option.${key}`)` (en.ts has these texts; tests/unit/i18n-catalogues.test.ts keeps them equal).
 */
export const OPTION_LABELS: Record<BetOption, string> = {
  even: 'Even',
  odd: 'Odd',
  over: 'Big',
  under: 'Small',
  lottery_1: '1',
  lottery_2: '2',
  lottery_3: '3',
  lucky_number: 'Lucky Number',
};

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

export function isOptionOf(game: Game, option: unknown): option is BetOption {
  return typeof option === 'string' && (GAME_OPTIONS[game] as readonly string[]).includes(option);
}

/** Stake limits in micro-USDT (docs/fairness.md: 0.1 to 1000 USDT). */
export const MIN_STAKE_MICRO = 100_000n;
export const MAX_STAKE_MICRO = 1_000_000_000n;

/** How an order settled: one type for the API, the events and the server. */
export type GameResult = 'win' | 'loss';
