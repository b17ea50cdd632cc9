/**
 * The app's verifier (WebCrypto) against vectors computed by the server's own code (Node's HMAC):
 * every game and option, the lottery's 1-3 draw, orders from before migration 004, tampering.
 */
import { describe, expect, it } from 'vitest';
import type { FairnessVersion } from '../../src/contract/fairness';
import { GAMES, GAME_OPTIONS, type BetOption, type Game } from '../../src/contract/games';
import { verifyOrder, type VerifiableOrder } from '../../src/features/history/fairness/verify-order';
import { drawOutcome, newServerSeed, payoutFor, seedHash, settle } from '../../server/game/rules';
import { isWinningOutcome } from '../../src/contract/fairness';
import { formatUsdt } from '../../src/contract/money';

const SERVER_SEED = newServerSeed();
const CLIENT_SEED = 'tests-client-seed';

/** An order as the server places it (server/game/rules.ts settle), revealed. */
function serverOrder(game: Game, option: BetOption, nonce: number, number?: number): VerifiableOrder {
  const settled = settle({ game, option, number, amountMicro: 1_000_000n }, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
  return {
    game,
    option,
    ...(number === undefined ? {} : { number }),
    amount: '1.000000',
    payout: formatUsdt(settled.payoutMicro),
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

  it('does not verify an order placed before migration 004 on its word: the app checks its own contract’s algorithm', async () => {
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
        amount: '1.000000',
        payout: isWinningOutcome('lottery', 'lottery_1', digit, undefined, version) ? '1.950000' : '0.000000',
        seedHash: seedHash(SERVER_SEED),
        clientSeed: '42',
        nonce,
        fairnessVersion: version,
        serverSeed: SERVER_SEED,
      };
      expect(await verifyOrder(order)).toEqual({ status: 'version_mismatch', version: 1 });
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
        const won = isWinningOutcome(game, GAME_OPTIONS[game][0], outcome, undefined, 2);
        const order: VerifiableOrder = {
          game,
          option: GAME_OPTIONS[game][0],
          outcome,
          result: won ? 'win' : 'loss',
          amount: '2.000000',
          payout: won ? formatUsdt(payoutFor(game, 2_000_000n)) : '0.000000',
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

  it('catches a payout the rules do not pay, and a fairness version the app did not choose', async () => {
    const win = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((nonce) => serverOrder('odd_even', 'even', nonce)).find((order) => order.result === 'win')!;
    const loss = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((nonce) => serverOrder('odd_even', 'even', nonce)).find((order) => order.result === 'loss')!;
    expect(await verifyOrder(win)).toMatchObject({ status: 'verified' });
    // 1 USDT at 1.95x pays 1.95: a win paid less, or a loss paid anything, is not verified.
    expect(await verifyOrder({ ...win, payout: '1.900000' })).toEqual({ status: 'payout_mismatch', payout: '1.950000' });
    expect(await verifyOrder({ ...win, amount: '2.000000' })).toEqual({ status: 'payout_mismatch', payout: '3.900000' });
    expect(await verifyOrder({ ...loss, payout: '0.000001' })).toEqual({ status: 'payout_mismatch', payout: '0.000000' });
    // The same order, its version field changed: the app does not follow it to another algorithm.
    expect(await verifyOrder({ ...win, fairnessVersion: 1 })).toEqual({ status: 'version_mismatch', version: 1 });
  });
});
