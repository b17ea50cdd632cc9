/**
 * The batcher's queue (server/game/order-batcher.ts) with a stand-in for the batch's transaction:
 * which orders go together, when a batch starts, and what a failed batch does. The transaction
 * itself is tested in order-batches.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { forbidden } from '../../../server/http/api-error';
import type { OrderOutcome, OrderRequest } from '../../../server/game/order-batch';
import { OrderBatcher } from '../../../server/game/order-batcher';
import type { PlacedOrder } from '../../../server/game/placed-order';
import type { Player } from '../../../server/users/player';

const db = {} as Db;
const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Enough turns of the loop for a batch's end to start the next. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await tick();
};

function request(playerId: number, key = `k${playerId}`): OrderRequest {
  return { player: { id: playerId } as Player, bet: { game: 'odd_even', option: 'odd', amountMicro: 1n }, key, hash: 'h', now: new Date(0), minCycleMs: 0, defaults: [] };
}

const placed = (r: OrderRequest) => ({ key: r.key }) as unknown as PlacedOrder;

/** A stand-in transaction: records each batch's keys and ends it when told. */
function standIn(answer: (requests: readonly OrderRequest[], call: number) => OrderOutcome[] | Error = (requests) => requests.map((r) => ({ placed: placed(r) }))) {
  const batches: string[][] = [];
  const ends: (() => void)[] = [];
  const run = (_db: Db, requests: readonly OrderRequest[]) => {
    const call = batches.length;
    batches.push(requests.map((r) => r.key));
    return new Promise<OrderOutcome[]>((resolve, reject) => {
      ends[call] = () => {
        const outcome = answer(requests, call);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
    });
  };
  return { run, batches, end: (call: number) => ends[call]!() };
}

/**
 * The answers, or 'still waiting' for those not given within a few turns of the loop: a batcher
 * that loses an order fails the test at once instead of hanging it into the time-out.
 */
const answered = async (answers: Promise<string>[]) => {
  const waiting = settle().then(() => 'still waiting');
  return Promise.all(answers.map((answer) => Promise.race([answer, waiting])));
};

const outcome = (placing: Promise<PlacedOrder>) =>
  placing.then(
    (value) => (value as unknown as { key: string }).key,
    (error: Error) => `error: ${error.message}`,
  );

describe('the order batcher', () => {
  it('starts a lone order at once, a batch of one, and groups the orders placed in one turn', async () => {
    const fake = standIn();
    const batcher = new OrderBatcher(db, 2, 32, fake.run);
    const lone = outcome(batcher.place(request(1)));
    await tick();
    expect(fake.batches).toEqual([['k1']]);
    const together = [2, 3, 4].map((id) => outcome(batcher.place(request(id))));
    await tick();
    expect(fake.batches).toEqual([['k1'], ['k2', 'k3', 'k4']]);
    fake.end(0);
    fake.end(1);
    expect(await answered([lone, ...together])).toEqual(['k1', 'k2', 'k3', 'k4']);
  });

  it('runs at most maxInFlight batches; the queue waits and the next batch takes up to maxBatch of it', async () => {
    const fake = standIn();
    const batcher = new OrderBatcher(db, 2, 3, fake.run);
    const all = [outcome(batcher.place(request(1)))];
    await tick();
    all.push(outcome(batcher.place(request(2))));
    await tick();
    for (let id = 3; id <= 9; id += 1) all.push(outcome(batcher.place(request(id))));
    await settle();
    expect(fake.batches).toEqual([['k1'], ['k2']]);
    fake.end(0);
    await settle();
    expect(fake.batches).toEqual([['k1'], ['k2'], ['k3', 'k4', 'k5']]);
    fake.end(1);
    await settle();
    expect(fake.batches).toEqual([['k1'], ['k2'], ['k3', 'k4', 'k5'], ['k6', 'k7', 'k8']]);
    fake.end(2);
    await settle();
    expect(fake.batches[4]).toEqual(['k9']);
    fake.end(3);
    fake.end(4);
    expect(await answered(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => `k${id}`));
  });

  it("holds a player's next order until the batch of their previous one has ended, in arrival order", async () => {
    const fake = standIn();
    const batcher = new OrderBatcher(db, 2, 32, fake.run);
    const all = [outcome(batcher.place(request(1, 'a'))), outcome(batcher.place(request(1, 'b'))), outcome(batcher.place(request(2))), outcome(batcher.place(request(1, 'c')))];
    await settle();
    expect(fake.batches).toEqual([['a', 'k2']]);
    fake.end(0);
    await settle();
    expect(fake.batches).toEqual([['a', 'k2'], ['b']]);
    fake.end(1);
    await settle();
    expect(fake.batches[2]).toEqual(['c']);
    fake.end(2);
    expect(await answered(all)).toEqual(['a', 'b', 'k2', 'c']);
  });

  it("answers each order with its own outcome: a refusal rejects that order alone", async () => {
    const fake = standIn((requests) => requests.map((r) => (r.key === 'k2' ? { refused: forbidden('limit_reached', 'no') } : { placed: placed(r) })));
    const batcher = new OrderBatcher(db, 2, 32, fake.run);
    const all = [1, 2, 3].map((id) => outcome(batcher.place(request(id))));
    await tick();
    fake.end(0);
    expect(await answered(all)).toEqual(['k1', 'error: no', 'k3']);
  });

  it('never leaves an order unanswered: one the batch gave no outcome gets an error, the player freed', async () => {
    const fake = standIn((requests) => requests.slice(0, 1).map((r) => ({ placed: placed(r) })));
    const batcher = new OrderBatcher(db, 2, 32, fake.run);
    const all = [1, 2].map((id) => outcome(batcher.place(request(id))));
    await tick();
    fake.end(0);
    expect(await answered(all)).toEqual(['k1', 'error: the batch gave this order no outcome']);
    const next = outcome(batcher.place(request(2, 'again')));
    await settle();
    fake.end(1);
    expect(await answered([next])).toEqual(['again']);
  });

  it('reruns the orders of a failed batch one by one: only a failing order gets its error', async () => {
    const fake = standIn((requests, call) => (call === 0 || requests[0]!.key === 'k2' ? new Error(`failed ${call}`) : requests.map((r) => ({ placed: placed(r) }))));
    const batcher = new OrderBatcher(db, 1, 32, fake.run);
    const all = [1, 2, 3].map((id) => outcome(batcher.place(request(id))));
    await tick();
    for (let call = 0; call < 4; call += 1) {
      fake.end(call);
      await settle();
    }
    expect(fake.batches).toEqual([['k1', 'k2', 'k3'], ['k1'], ['k2'], ['k3']]);
    expect(await answered(all)).toEqual(['k1', 'error: failed 2', 'k3']);
    // The slot and the players are free again: a next order runs.
    const next = outcome(batcher.place(request(2, 'again')));
    await settle();
    fake.end(4);
    expect(await answered([next])).toEqual(['again']);
  });
});
