/**
 * The game repositories' guards against a database that breaks its own invariants (a statement
 * that returns no row where one always comes back): each fails loudly, after a bounded number of
 * attempts, instead of looping or carrying on with nothing. The database here is a stand-in that
 * answers every statement with the rows a test scripts, and records the statements.
 */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/db';
import { openOrder, settleOrder } from '../../../server/game/order-functions';
import { ensureActiveSeed, rotateSeed, takeNonce } from '../../../server/game/seed-repository';

/** Answers each statement with `answer(sql)` (no rows by default) and counts statements by their first word. */
function scripted(answer: (sql: string) => unknown[] = () => []) {
  const statements: string[] = [];
  const q: Queryable = {
    query: async <T>(sql: string) => {
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
  const ORDER = { id: 5, userId: 1, game: 'odd_even', option: 'odd', number: null, amountMicro: 1n, outcome: 1, result: 'win', payoutMicro: 2n, seedHash: 'h', clientSeed: 'c', serverSeed: null, fairnessVersion: 2, seedId: 1, nonce: 0, createdAt: new Date() } as const;

  it('an order whose settle_order returns no row is an error', async () => {
    await expect(settleOrder(scripted().q, ORDER, 'k', [])).rejects.toThrow('settle_order returned nothing');
  });

  it('a stake not posted is reported as it is, with no balance', async () => {
    for (const status of ['refused', 'duplicate'] as const) {
      expect(await settleOrder(scripted(() => [{ stake_status: status, balance_micro: null }]).q, ORDER, 'k', [])).toEqual({ stakeStatus: status });
    }
    expect(await settleOrder(scripted(() => [{ stake_status: 'posted', balance_micro: 7n }]).q, ORDER, 'k', [])).toEqual({ stakeStatus: 'posted', balanceMicro: 7n });
  });

  it('settle_order’s raise of a stake not posted (SW409, the status in its detail) comes back as that status; other errors pass', async () => {
    const raising = (error: unknown) => ({ query: async () => Promise.reject(error), exec: async () => {} }) as Queryable;
    expect(await settleOrder(raising({ code: 'SW409', detail: 'refused' }), ORDER, 'k', [])).toEqual({ stakeStatus: 'refused' });
    expect(await settleOrder(raising({ code: 'SW409', detail: 'duplicate' }), ORDER, 'k', [])).toEqual({ stakeStatus: 'duplicate' });
    const other = Object.assign(new Error('deadlock'), { code: '40P01', detail: 'refused' });
    await expect(settleOrder(raising(other), ORDER, 'k', [])).rejects.toBe(other);
    await expect(settleOrder(raising(null), ORDER, 'k', [])).rejects.toBeNull();
    await expect(settleOrder(raising('SW409'), ORDER, 'k', [])).rejects.toBe('SW409');
  });

  it('settle_order goes with the COMMIT (queryAndCommit) only when it is the last statement', async () => {
    const sent: string[] = [];
    const row = [{ stake_status: 'posted', balance_micro: 7n }];
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
    await settleOrder(tx, ORDER, 'k', []);
    await settleOrder(tx, ORDER, 'k', [], true);
    expect(sent).toEqual(['query', 'queryAndCommit']);
  });

  it('an open_order that returns no row is an error', async () => {
    await expect(openOrder(scripted().q, 1, 'k', 'h', new Date(), [])).rejects.toThrow('open_order returned nothing');
  });

  it('a key found without its order yet reads as null, not as order 0', async () => {
    const { q, statements } = scripted(() => [{ claimed: false, key_request_hash: 'h', key_order_id: null }]);
    expect(await openOrder(q, 1, 'k', 'h', new Date(), [])).toEqual({ claimed: false, requestHash: 'h', orderId: null });
    expect(await openOrder(scripted(() => [{ claimed: false, key_request_hash: 'h', key_order_id: 9n }]).q, 1, 'k', 'h', new Date(), [])).toEqual({ claimed: false, requestHash: 'h', orderId: 9 });
    expect(statements).toEqual(['SELECT']);
  });

  it('a key neither claimed nor found is an error, never a claim', async () => {
    const { q } = scripted(() => [{ claimed: false, key_request_hash: null, key_order_id: null }]);
    await expect(openOrder(q, 1, 'k', 'h', new Date(), [])).rejects.toThrow('idempotency key vanished');
  });
});
