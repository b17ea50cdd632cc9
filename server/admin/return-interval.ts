import { GAME_RULES, drawSize } from '../../src/contract/game-rules';
import type { BetOption, Game } from '../../src/contract/games';

/** The two-sided 95% quantile of the normal distribution. */
const Z_95 = 1.959_963_985;

/**
 * One unit staked on an option returns m (its multiplier) with probability p (the share of the
 * draw it wins on), else 0: mean p·m (the expected return), variance m²·p·(1−p). From the rules
 * table (contract/game-rules.ts), so a change of odds changes the interval with it.
 */
export function optionMoments(game: Game, option: BetOption): { mean: number; variance: number } {
  const rule = GAME_RULES[game];
  const wins = rule.options.find((entry) => entry.option === option)?.wins;
  if (wins === undefined) throw new Error(`${option} is not an option of ${game}`);
  const p = (wins === 'number' ? 1 : wins.length) / drawSize(rule);
  const m = rule.payoutBps / 10_000;
  return { mean: p * m, variance: m * m * p * (1 - p) };
}

/**
 * Where the actual return (sum of payouts / sum of stakes) of an option falls by chance 95% of the
 * time: mean ± 1.96·σ·√(Σs²)/Σs, the normal approximation of a stake-weighted mean of independent
 * draws (docs/back-office.md, "Return to player"). With equal stakes √(Σs²)/Σs is 1/√n. Stakes are
 * in any one unit (micro-USDT here): the ratio does not depend on it.
 */
export function returnInterval(game: Game, option: BetOption, sumStakes: number, sumSquaredStakes: number): { low: number; high: number } | null {
  if (sumStakes <= 0) return null;
  const { mean, variance } = optionMoments(game, option);
  const halfWidth = Z_95 * Math.sqrt(variance) * (Math.sqrt(sumSquaredStakes) / sumStakes);
  return { low: mean - halfWidth, high: mean + halfWidth };
}
