/**
 * Settling an order from the rules table (src/contract/game-rules.ts) and a provably fair draw
 * (src/contract/fairness.ts; the algorithm with test vectors is docs/fairness.md). Everything here
 * is pure, so a player (and the tests) can re-check any result from the revealed seed.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { REFERRAL_SHARE_PERCENT } from '../../src/contract/constants';
import {
  CURRENT_FAIRNESS_VERSION,
  drawCount,
  hmacMessage,
  isWinningOutcome,
  outcomeOf,
  sampleDigest,
  type FairnessVersion,
} from '../../src/contract/fairness';
import { GAME_RULES, payoutMicro } from '../../src/contract/game-rules';
import type { BetOption, Game, GameResult } from '../../src/contract/games';

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed: 8 random bytes as 16 hex characters (the player may pick their own on rotation). */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed's text, hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export interface DrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The outcome of order `nonce`: HMAC_SHA256(key = server seed text, message =
 * `${clientSeed}:${nonce}`) sampled without bias (sampleDigest); in the practically impossible
 * case that all eight words are rejected, round r > 0 hashes `${clientSeed}:${nonce}:${r}`.
 */
export function drawOutcome(game: Game, { serverSeed, clientSeed, nonce }: DrawInput, version: FairnessVersion = CURRENT_FAIRNESS_VERSION): number {
  const count = drawCount(game, version);
  for (let round = 0; ; round += 1) {
    const digest = createHmac('sha256', serverSeed).update(hmacMessage(clientSeed, nonce, round), 'utf8').digest();
    const index = sampleDigest(digest, count);
    if (index !== null) return outcomeOf(game, version, index);
  }
}

export function payoutFor(game: Game, stakeMicro: bigint): bigint {
  return payoutMicro(stakeMicro, GAME_RULES[game].payoutBps);
}

/** The referrer's share of a stake (1%), floored to the micro. */
export function referralShare(stakeMicro: bigint): bigint {
  return (stakeMicro * BigInt(REFERRAL_SHARE_PERCENT)) / 100n;
}

export interface Settlement {
  outcome: number;
  result: GameResult;
  payoutMicro: bigint;
}

/** Draws and settles one order (always the current fairness version). */
export function settle(bet: { game: Game; option: BetOption; number?: number; amountMicro: bigint }, draw: DrawInput): Settlement {
  const outcome = drawOutcome(bet.game, draw);
  const win = isWinningOutcome(bet.game, bet.option, outcome, bet.number, CURRENT_FAIRNESS_VERSION);
  return { outcome, result: win ? 'win' : 'loss', payoutMicro: win ? payoutFor(bet.game, bet.amountMicro) : 0n };
}
