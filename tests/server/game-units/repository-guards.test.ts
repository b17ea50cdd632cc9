/**
 * The game repositories' guards against a database that breaks its own invariants (a statement
 * that returns no row where one always comes back): each fails loudly, after a bounded number of
 * attempts, instead of looping or carrying on with nothing. The database here is a stand-in that
 * answers every statement with the rows a test scripts, and records the statements.
 */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/db';
import { openOrders, settleOrders, type OrderToSettle } from '../../../server/game/order-batch-functions';
import { ensureActiveSeed, rotateSeed, takeNonce } from '../../../server/game/seed-repository';

/**
 * Answers each statement with `answer(sql)` (no rows by default) and counts statements by their
 * first word. Past 20 statements it throws: a retry loop that no longer ends fails its test at once.
 */
function scripted(answer: (sql: string) => unknown[] = () => []) {
  const statements: string[] = [];
  const q: Queryable = {
    query: async <T>(sql: string) => {
      if (statements.length >= 20) throw new Error('more than 20 statements: a loop that does not end');
      statements.push(sql.trim().split(/\s+/)[0] ?? '');
      return answer(sql) as T[];
    },
    exec: async () => {},
  };
  return { q, statements };
}

const SEED_ROW = { id: 1n, seed: 's', seed_hash: 'h', client_seed: 'c', next_nonce: 0n };

describe('seed guards', () => {
  it('takeNonce gives up after three attempts to find or create a seed', async () => {
    const { q, statements } = scripted();
    await expect(takeNonce(q, 1)).rejects.toThrow('could not take a nonce');
    expect(statements).toEqual(['UPDATE', 'INSERT', 'UPDATE', 'INSERT', 'UPDATE', 'INSERT']);
  });

  it('rotateSeed gives up after three attempts to reveal a seed', async () => {
    const { q, statements } = scripted();
    await expect(rotateSeed(q, 1)).rejects.toThrow('could not rotate the seed');
    expect(statements).toEqual(['UPDATE', 'INSERT', 'UPDATE', 'INSERT', 'UPDATE', 'INSERT']);
  });

  it('rotateSeed refuses to go on when the new seed is not there after creating it', async () => {
    const { q } = scripted((sql) => (sql.startsWith('UPDATE') ? [SEED_ROW] : []));
    await expect(rotateSeed(q, 1)).rejects.toThrow('no active seed after rotation');
  });

  it('ensureActiveSeed: a found seed costs one statement; none after creating one is an error', async () => {
    const found = scripted(() => [SEED_ROW]);
    expect((await ensureActiveSeed(found.q, 1)).id).toBe(1);
    expect(found.statements).toEqual(['SELECT']);
    await expect(ensureActiveSeed(scripted().q, 1)).rejects.toThrow('no active seed after creating one');
  });
});

describe('order and key guards', () => {
  /** One order's open_orders (a batch of one). */
  const openOne = async (q: Queryable) => (await openOrders(q, [{ userId: 1, key: 'k', requestHash: 'h', now: new Date(), defaults: [] }]))[0];

  it('an open_orders that returns no row for an order is an error', async () => {
    await expect(openOne(scripted().q)).rejects.toThrow('open_orders returned 0 rows for 1 orders');
  });

  it('a key found without its order yet reads as null, not as order 0', async () => {
    const { q, statements } = scripted(() => [{ ordinal: 1, claimed: false, key_request_hash: 'h', key_order_id: null }]);
    expect(await openOne(q)).toEqual({ claimed: false, requestHash: 'h', orderId: null });
    expect(await openOne(scripted(() => [{ ordinal: 1, claimed: false, key_request_hash: 'h', key_order_id: 9n }]).q)).toEqual({ claimed: false, requestHash: 'h', orderId: 9 });
    expect(statements).toEqual(['SELECT']);
  });

  it('a key neither claimed nor found is an error, never a claim', async () => {
    const { q } = scripted(() => [{ ordinal: 1, claimed: false, key_request_hash: null, key_order_id: null }]);
    await expect(openOne(q)).rejects.toThrow('idempotency key vanished');
  });
});

describe('batch guards', () => {
  const entry = (userId: number) => ({ userId, key: `k${userId}`, requestHash: 'h', now: new Date(), defaults: [] });
  const unclaimed = (ordinal: number) => ({ ordinal, claimed: false, key_request_hash: `h${ordinal}`, key_order_id: BigInt(ordinal) });

  it('open_orders answering more or fewer rows than orders is an error, never an answer given to the wrong order', async () => {
    await expect(openOrders(scripted(() => [unclaimed(1), unclaimed(2)]).q, [entry(1)])).rejects.toThrow('open_orders returned 2 rows for 1 orders');
    await expect(openOrders(scripted(() => [unclaimed(1)]).q, [entry(1), entry(2)])).rejects.toThrow('open_orders returned 1 rows for 2 orders');
  });

  it('open_orders answering out of order is an error; in order, each order gets its own row', async () => {
    await expect(openOrders(scripted(() => [unclaimed(2), unclaimed(1)]).q, [entry(1), entry(2)])).rejects.toThrow('open_orders answered out of order');
    expect(await openOrders(scripted(() => [unclaimed(1), unclaimed(2)]).q, [entry(1), entry(2)])).toEqual([
      { claimed: false, requestHash: 'h1', orderId: 1 },
      { claimed: false, requestHash: 'h2', orderId: 2 },
    ]);
  });

  const ORDER = { id: 5, userId: 1, game: 'odd_even', option: 'odd', number: null, amountMicro: 1n, outcome: 1, result: 'win', payoutMicro: 2n, seedHash: 'h', clientSeed: 'c', serverSeed: null, fairnessVersion: 2, seedId: 1, nonce: 0, createdAt: new Date() } as const;
  const toSettle = (id: number): OrderToSettle => ({ order: { ...ORDER, id }, key: `k${id}`, events: [] });

  it('settle_orders answering more or fewer rows than orders is an error', async () => {
    await expect(settleOrders(scripted(() => [{ ordinal: 1, stake_status: 'posted', balance_micro: 7n }]).q, [toSettle(1), toSettle(2)], [], false)).rejects.toThrow('settle_orders returned 1 rows for 2 orders');
    await expect(settleOrders(scripted().q, [toSettle(1)], [], false)).rejects.toThrow('settle_orders returned 0 rows for 1 orders');
  });

  it('each order gets its own stake status: a balance when posted, none when refused or a duplicate', async () => {
    const rows = [
      { ordinal: 1, stake_status: 'posted', balance_micro: 7n },
      { ordinal: 2, stake_status: 'refused', balance_micro: null },
      { ordinal: 3, stake_status: 'duplicate', balance_micro: null },
    ];
    expect(await settleOrders(scripted(() => rows).q, [toSettle(1), toSettle(2), toSettle(3)], [], false)).toEqual([
      { stakeStatus: 'posted', balanceMicro: 7n },
      { stakeStatus: 'refused' },
      { stakeStatus: 'duplicate' },
    ]);
  });

  it('settle_orders goes with the COMMIT (queryAndCommit) only when it is the batch\'s last statement', async () => {
    const sent: string[] = [];
    const row = [{ ordinal: 1, stake_status: 'posted', balance_micro: 7n }];
    const tx: Queryable = {
      query: async <T>() => {
        sent.push('query');
        return row as T[];
      },
      queryAndCommit: async <T>() => {
        sent.push('queryAndCommit');
        return row as T[];
      },
      exec: async () => {},
    };
    await settleOrders(tx, [toSettle(1)], [], false);
    await settleOrders(tx, [toSettle(1)], [], true);
    expect(sent).toEqual(['query', 'queryAndCommit']);
  });
});
