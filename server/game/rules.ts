/**
 * The games' rules in one place (DESIGN.md section 5): how a digit is drawn, who wins, what pays.
 * Everything here is pure, so a player (and the tests) can re-check any result from the revealed
 * seed; see README-fairness.md.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { REFERRAL_SHARE_PERCENT } from '../../src/contract/constants';
import type { BetOption, Game } from '../../src/contract/games';

/** Payout multipliers in basis points (1.95x = 19500): stake * bps / 10000, floored to the micro. */
export const PAYOUT_BPS: Record<Game, bigint> = {
  odd_even: 19_500n,
  big_small: 19_500n,
  lottery: 29_000n,
  lucky_number: 95_000n,
};


/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed's text, hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The largest multiple of 10 that fits in a uint32: values at or above it would bias low digits. */
const UNBIASED_LIMIT = 4_294_967_290;

/**
 * The digit 0-9 of order `nonce` for `userId`: HMAC_SHA256(key = seed text, message =
 * `${userId}:${nonce}`), read as eight big-endian uint32 words; the first word below 4294967290
 * gives word % 10 (rejection sampling, so every digit is exactly equally likely). In the
 * ~1e-71 case that all eight are rejected, round r > 0 hashes `${userId}:${nonce}:${r}`.
 */
export function drawDigit(seed: string, userId: number, nonce: number): number {
  for (let round = 0; ; round += 1) {
    const message = round === 0 ? `${userId}:${nonce}` : `${userId}:${nonce}:${round}`;
    const digest = createHmac('sha256', seed).update(message, 'utf8').digest();
    for (let offset = 0; offset < digest.length; offset += 4) {
      const word = digest.readUInt32BE(offset);
      if (word < UNBIASED_LIMIT) return word % 10;
    }
  }
}

/** Whether `option` (with `number` for lucky_number) wins on `digit`. */
export function isWin(game: Game, option: BetOption, digit: number, number?: number): boolean {
  switch (game) {
    case 'odd_even':
      return option === (digit % 2 === 0 ? 'even' : 'odd');
    case 'big_small':
      return option === (digit >= 5 ? 'over' : 'under');
    case 'lottery':
      return option === `lottery_${(digit % 3) + 1}`;
    case 'lucky_number':
      return digit === number;
  }
}

export function payoutFor(game: Game, stakeMicro: bigint): bigint {
  return (stakeMicro * PAYOUT_BPS[game]) / 10_000n;
}

/** The referrer's share of a stake (1%), floored to the micro. */
export function referralShare(stakeMicro: bigint): bigint {
  return (stakeMicro * BigInt(REFERRAL_SHARE_PERCENT)) / 100n;
}

export interface Settlement {
  outcome: number;
  result: 'win' | 'loss';
  payoutMicro: bigint;
}

/** Draws and settles one order. */
export function settle(
  bet: { game: Game; option: BetOption; number?: number; amountMicro: bigint },
  seed: string,
  userId: number,
  nonce: number,
): Settlement {
  const outcome = drawDigit(seed, userId, nonce);
  const win = isWin(bet.game, bet.option, outcome, bet.number);
  return { outcome, result: win ? 'win' : 'loss', payoutMicro: win ? payoutFor(bet.game, bet.amountMicro) : 0n };
}
