/**
 * Provably fair draws (docs/fairness.md; the algorithm and test vectors are in docs/fairness.md).
 * The pure half lives here, shared by the server (Node's HMAC) and the app's verifier (WebCrypto):
 * the message, the rejection sampling of a digest, and how an outcome settles per fairness version.
 */
import type { BetOption, Game } from './games';
import { GAME_RULES, drawSize, winsUnder } from './game-rules';

/**
 * 1: orders placed before migration 004: message `${userId}:${nonce}`, every game draws a digit
 *    0-9 and lottery wins when digit % 3 + 1 is the pick (the old, unfair lottery).
 * 2: message `${clientSeed}:${nonce}`, lottery draws 1-3 uniformly. Version 1 orders report their
 *    user id as `clientSeed`, so the message is `${clientSeed}:${nonce}` for both.
 */
export const FAIRNESS_VERSIONS = [1, 2] as const;
export type FairnessVersion = (typeof FAIRNESS_VERSIONS)[number];
export const CURRENT_FAIRNESS_VERSION: FairnessVersion = 2;

/** The client seed a player may choose: 1-64 visible ASCII characters, no ':' (the message's separator). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/** The HMAC message of `round` (0 for nearly every order; see sampleDigest). */
export function hmacMessage(clientSeed: string, nonce: number, round: number): string {
  return round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
}

/** How many equally likely values the draw of `game` has under `version`. */
export function drawCount(game: Game, version: FairnessVersion): number {
  return version === 1 ? 10 : drawSize(GAME_RULES[game]);
}

/**
 * Reads a 32-byte digest as eight big-endian uint32 words and returns the first word below the
 * largest multiple of `count` that fits in 2^32, mod `count` (rejection sampling: every value is
 * exactly equally likely). Null when all eight are rejected (< 1e-70 for 10): the caller hashes
 * the next round.
 */
export function sampleDigest(digest: Uint8Array, count: number): number | null {
  const limit = 2 ** 32 - (2 ** 32 % count);
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  for (let offset = 0; offset + 4 <= digest.byteLength; offset += 4) {
    const word = view.getUint32(offset);
    if (word < limit) return word % count;
  }
  return null;
}

/** The outcome a sampled index stands for: lottery (version 2) counts from 1, digits from 0. */
export function outcomeOf(game: Game, version: FairnessVersion, index: number): number {
  return version === 1 ? index : GAME_RULES[game].draw.min + index;
}

/** Whether the order won on `outcome`, as its version settled it. */
export function isWinningOutcome(
  game: Game,
  option: BetOption,
  outcome: number,
  number: number | undefined,
  version: FairnessVersion,
): boolean {
  if (version === 1 && game === 'lottery') return option === `lottery_${(outcome % 3) + 1}`;
  return winsUnder(GAME_RULES[game], option, outcome, number);
}
