/**
 * The rules table (docs/fairness.md): what each game draws, which outcomes each option wins on,
 * what a win pays, and the stake limits. The server settles orders from it and serves it as
 * GET /game/rules; the app renders odds from that response, never from this file (docs/fairness.md).
 */
import type { BetOption, Game } from './games';

export interface OptionRule {
  option: BetOption;
  /** The drawn outcomes this option wins on; 'number' wins when the outcome equals the player's number. */
  wins: readonly number[] | 'number';
}

export interface GameRule {
  /** The outcome is uniform over min..max (inclusive), drawn by rejection sampling. */
  draw: { min: number; max: number };
  /** Payout multiplier in basis points (1.95x = 19500): a win pays stake * bps / 10000, floored to the micro. */
  payoutBps: number;
  options: readonly OptionRule[];
}

const DIGIT = { min: 0, max: 9 };

export const GAME_RULES: Record<Game, GameRule> = {
  odd_even: {
    draw: DIGIT,
    payoutBps: 19_500,
    options: [
      { option: 'even', wins: [0, 2, 4, 6, 8] },
      { option: 'odd', wins: [1, 3, 5, 7, 9] },
    ],
  },
  big_small: {
    draw: DIGIT,
    payoutBps: 19_500,
    options: [
      { option: 'under', wins: [0, 1, 2, 3, 4] },
      { option: 'over', wins: [5, 6, 7, 8, 9] },
    ],
  },
  lottery: {
    draw: { min: 1, max: 3 },
    payoutBps: 29_000,
    options: [
      { option: 'lottery_1', wins: [1] },
      { option: 'lottery_2', wins: [2] },
      { option: 'lottery_3', wins: [3] },
    ],
  },
  lucky_number: {
    draw: DIGIT,
    payoutBps: 95_000,
    options: [{ option: 'lucky_number', wins: 'number' }],
  },
};

/** How many outcomes a game's draw has (10 digits, or lottery's 3 numbers). */
export function drawSize(rule: Pick<GameRule, 'draw'>): number {
  return rule.draw.max - rule.draw.min + 1;
}

/** Whether `option` (with lucky_number's `number`) wins on `outcome` under `rule`. */
export function winsUnder(rule: GameRule, option: BetOption, outcome: number, number?: number): boolean {
  const wins = rule.options.find((entry) => entry.option === option)?.wins;
  if (wins === undefined) return false;
  return wins === 'number' ? outcome === number : wins.includes(outcome);
}

/** A win's payout in micro-USDT for `payoutBps`, floored to the micro. */
export function payoutMicro(stakeMicro: bigint, payoutBps: number): bigint {
  return (stakeMicro * BigInt(payoutBps)) / 10_000n;
}

/** GET /game/rules: the table above as JSON, with decimal strings for money and multipliers. */
export interface GameRulesResponse {
  stake: { min: string; max: string };
  games: {
    game: Game;
    draw: { min: number; max: number };
    /** "1.95": for display. */
    multiplier: string;
    payoutBps: number;
    options: { option: BetOption; wins: number[] | 'number' }[];
  }[];
}
