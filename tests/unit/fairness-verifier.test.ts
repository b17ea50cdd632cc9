/**
 * The app's verifier (WebCrypto) against vectors computed by the server's own code (Node's HMAC):
 * every game and option, the lottery's 1-3 draw, orders from before migration 004, tampering.
 */
import { describe, expect, it } from 'vitest';
import type { FairnessVersion } from '../../src/contract/fairness';
import { GAMES, GAME_OPTIONS, type BetOption, type Game } from '../../src/contract/games';
import { verifyOrder, type VerifiableOrder } from '../../src/features/history/fairness/verify-order';
import { drawOutcome, newServerSeed, seedHash, settle } from '../../server/game/rules';
import { isWinningOutcome } from '../../src/contract/fairness';

const SERVER_SEED = newServerSeed();
const CLIENT_SEED = 'tests-client-seed';

/** An order as the server places it (server/game/rules.ts settle), revealed. */
function serverOrder(game: Game, option: BetOption, nonce: number, number?: number): VerifiableOrder {
  const settled = settle({ game, option, number, amountMicro: 1_000_000n }, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
  return {
    game,
    option,
    ...(number === undefined ? {} : { number }),
    outcome: settled.outcome,
    result: settled.result,
    seedHash: seedHash(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    nonce,
    fairnessVersion: 2,
    serverSeed: SERVER_SEED,
  };
}

describe('the in-browser verifier', () => {
  it.each(GAMES)('verifies %s orders of every option as the server settled them', async (game) => {
    for (const option of GAME_OPTIONS[game]) {
      for (let nonce = 0; nonce < 12; nonce += 1) {
        const order = serverOrder(game, option, nonce, game === 'lucky_number' ? nonce % 10 : undefined);
        expect(await verifyOrder(order), `${option} #${nonce}`).toEqual({ status: 'verified', outcome: order.outcome });
      }
    }
  });

  it('re-computes the lottery draw of 1-3 (never a digit mod 3)', async () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 60; nonce += 1) {
      const order = serverOrder('lottery', 'lottery_2', nonce);
      seen.add(order.outcome);
      expect(await verifyOrder(order)).toEqual({ status: 'verified', outcome: order.outcome });
    }
    expect(seen).toEqual(new Set([1, 2, 3]));
  });

  it('verifies orders placed before migration 004: the user id as client seed, lottery by digit % 3 + 1', async () => {
    const version: FairnessVersion = 1;
    for (let nonce = 0; nonce < 30; nonce += 1) {
      const digit = drawOutcome('lottery', { serverSeed: SERVER_SEED, clientSeed: '42', nonce }, version);
      expect(digit).toBeGreaterThanOrEqual(0);
      expect(digit).toBeLessThanOrEqual(9);
      const order: VerifiableOrder = {
        game: 'lottery',
        option: 'lottery_1',
        outcome: digit,
        result: isWinningOutcome('lottery', 'lottery_1', digit, undefined, version) ? 'win' : 'loss',
        seedHash: seedHash(SERVER_SEED),
        clientSeed: '42',
        nonce,
        fairnessVersion: version,
        serverSeed: SERVER_SEED,
      };
      expect(await verifyOrder(order)).toEqual({ status: 'verified', outcome: digit });
    }
  });

  it('matches the published vectors of docs/fairness.md', async () => {
    const serverSeed = '7f3e1c9a5b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
    expect(seedHash(serverSeed)).toBe('d34618224b64805fd1dae91a07817774f6bb8ca98239cc9c304cb5918ce359cc');
    const vectors: [Game, number[]][] = [
      ['odd_even', [9, 0, 6, 6, 5]],
      ['lottery', [3, 3, 2, 1, 1]],
    ];
    for (const [game, outcomes] of vectors) {
      for (const [nonce, outcome] of outcomes.entries()) {
        expect(drawOutcome(game, { serverSeed, clientSeed: 'my-client-seed', nonce })).toBe(outcome);
        const order: VerifiableOrder = {
          game,
          option: GAME_OPTIONS[game][0],
          outcome,
          result: isWinningOutcome(game, GAME_OPTIONS[game][0], outcome, undefined, 2) ? 'win' : 'loss',
          seedHash: seedHash(serverSeed),
          clientSeed: 'my-client-seed',
          nonce,
          fairnessVersion: 2,
          serverSeed,
        };
        expect(await verifyOrder(order)).toEqual({ status: 'verified', outcome });
      }
    }
  });

  it('catches a seed that is not the committed one, a changed outcome and a changed result', async () => {
    const order = serverOrder('odd_even', 'even', 3);
    expect(await verifyOrder({ ...order, serverSeed: newServerSeed() })).toMatchObject({ status: 'hash_mismatch' });
    const otherOutcome = (order.outcome + 1) % 10;
    expect(await verifyOrder({ ...order, outcome: otherOutcome })).toEqual({ status: 'outcome_mismatch', outcome: order.outcome });
    const flipped = order.result === 'win' ? 'loss' : 'win';
    expect(await verifyOrder({ ...order, result: flipped })).toEqual({ status: 'outcome_mismatch', outcome: order.outcome });
    expect(await verifyOrder({ ...order, serverSeed: null })).toEqual({ status: 'unrevealed' });
  });
});
