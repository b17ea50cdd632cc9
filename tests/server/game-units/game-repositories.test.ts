/**
 * The game's repositories (server/game/seed-repository.ts, order-repository.ts) on a real
 * database, without a server: seeds taken, rotated and revealed; orders found, paged and listed as
 * wins. Opens PGlite from a snapshot, so `npm run mutate` can re-run it per mutant
 * (docs/mutation-testing.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { findOrder, listLatestWins, listOrders, type Order } from '../../../server/game/order-repository';
import { seedHash } from '../../../server/game/rules';
import { ensureActiveSeed, findActiveSeed, insertActiveSeed, rotateSeed, takeNonce } from '../../../server/game/seed-repository';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

describe('seeds', () => {
  it('insertActiveSeed commits to a fresh seed once; a second call keeps the first', async () => {
    const user = await insertUser(db, 'Ann');
    await insertActiveSeed(db, user, 'mine');
    const seed = await findActiveSeed(db, user);
    expect(seed).toEqual({
      id: expect.any(Number),
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
      seedHash: seedHash(seed!.seed),
      clientSeed: 'mine',
      nextNonce: 0,
      nextSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(seed!.nextSeedHash).not.toBe(seed!.seedHash);
    await insertActiveSeed(db, user, 'other');
    expect(await findActiveSeed(db, user)).toEqual(seed);
    await insertActiveSeed(db, await insertUser(db, 'Ann'));
  });

  it('a random client seed is 16 hex characters', async () => {
    const user = await insertUser(db, 'Ann');
    await insertActiveSeed(db, user);
    expect((await findActiveSeed(db, user))?.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('findActiveSeed: null for a player without one; ensureActiveSeed creates it once', async () => {
    const user = await insertUser(db, 'Ann');
    expect(await findActiveSeed(db, user)).toBeNull();
    const created = await ensureActiveSeed(db, user);
    expect(created.nextNonce).toBe(0);
    expect(await ensureActiveSeed(db, user)).toEqual(created);
  });

  it('takeNonce hands out 0, 1, 2 of the active seed, creating a seed for a player without one', async () => {
    const user = await insertUser(db, 'Ann');
    const taken = [await takeNonce(db, user), await takeNonce(db, user), await takeNonce(db, user)];
    expect(taken.map((seed) => seed.nextNonce)).toEqual([0, 1, 2]);
    expect(new Set(taken.map((seed) => seed.id)).size).toBe(1);
    expect((await findActiveSeed(db, user))?.nextNonce).toBe(3);
  });

  it('rotateSeed reveals the active seed with its nonce count and starts one with the chosen client seed', async () => {
    const user = await insertUser(db, 'Ann');
    await insertActiveSeed(db, user, 'first');
    const before = await takeNonce(db, user);
    await takeNonce(db, user);
    const { previous, next } = await rotateSeed(db, user, 'second');
    expect(previous).toEqual({ ...before, nextNonce: 2 });
    expect(next).toMatchObject({ clientSeed: 'second', nextNonce: 0 });
    expect(next.id).not.toBe(previous.id);
    // The new seed is the one the revealed seed committed to, not a fresh one.
    expect(next.seedHash).toBe(previous.nextSeedHash);
    expect(await findActiveSeed(db, user)).toEqual(next);
    expect((await rotateSeed(db, user)).next.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('rotateSeed of a player without a seed reveals a fresh one', async () => {
    const user = await insertUser(db, 'Ann');
    const { previous, next } = await rotateSeed(db, user, 'c');
    expect(previous.nextNonce).toBe(0);
    expect(next.clientSeed).toBe('c');
    expect(next.id).not.toBe(previous.id);
  });
});

describe('orders', () => {
  /** An order row as settle_order writes it (migration 251), without its money: these tests read orders. */
  async function order(userId: number, fields: Partial<Order> = {}): Promise<number> {
    const seed = await takeNonce(db, userId);
    const o = {
      game: 'odd_even',
      option: 'odd',
      number: null,
      amountMicro: 1_000_000n,
      outcome: 3,
      result: 'win',
      payoutMicro: 1_950_000n,
      fairnessVersion: 2,
      createdAt: new Date('2026-11-25T12:00:00Z'),
      ...fields,
    };
    const [row] = await db.query<{ id: bigint }>(
      `INSERT INTO orders (user_id, game, option, number, amount_micro, outcome, result, payout_micro, seed_id, nonce, created_at, fairness_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [userId, o.game, o.option, o.number, o.amountMicro, o.outcome, o.result, o.payoutMicro, seed.id, seed.nextNonce, o.createdAt, o.fairnessVersion],
    );
    return Number(row!.id);
  }

  it('findOrder returns the player’s own order with its seed data; null for another player’s', async () => {
    const user = await insertUser(db, 'Ann');
    await insertActiveSeed(db, user, 'cs');
    const id = await order(user, { game: 'lucky_number', option: 'lucky_number', number: 7, outcome: 7, payoutMicro: 9_500_000n });
    const seed = await findActiveSeed(db, user);
    expect(await findOrder(db, user, id)).toEqual({
      id,
      userId: user,
      game: 'lucky_number',
      option: 'lucky_number',
      number: 7,
      amountMicro: 1_000_000n,
      outcome: 7,
      result: 'win',
      payoutMicro: 9_500_000n,
      seedHash: seed?.seedHash,
      clientSeed: 'cs',
      nonce: 0,
      fairnessVersion: 2,
      serverSeed: null,
      createdAt: new Date('2026-11-25T12:00:00Z'),
    });
    expect(await findOrder(db, await insertUser(db, 'Ann'), id)).toBeNull();
  });

  it('reveals the server seed once rotated; a version 1 order names the user id as its client seed', async () => {
    const user = await insertUser(db, 'Ann');
    const id = await order(user, { fairnessVersion: 1 });
    const { previous } = await rotateSeed(db, user);
    expect(await findOrder(db, user, id)).toMatchObject({ fairnessVersion: 1, clientSeed: String(user), serverSeed: previous.seed });
  });

  it('listOrders pages newest first', async () => {
    const user = await insertUser(db, 'Ann');
    const ids = [await order(user), await order(user), await order(user)];
    expect((await listOrders(db, user, 0, 2)).map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await listOrders(db, user, 2, 2)).map((o) => o.id)).toEqual([ids[0]]);
    expect(await listOrders(db, await insertUser(db, 'Ann'), 0, 2)).toEqual([]);
  });

  it('listLatestWins lists everyone’s wins only, newest first, at most the limit', async () => {
    const alice = await insertUser(db, 'Alice', 'Brown');
    const bob = await insertUser(db, 'Bob');
    const first = await order(alice);
    await order(bob, { result: 'loss', payoutMicro: 0n });
    const last = await order(bob, { option: 'even', outcome: 4 });
    const wins = await listLatestWins(db, 2);
    expect(wins.map((w) => w.id)).toEqual([BigInt(last), BigInt(first)]);
    expect(wins[1]).toEqual({
      id: BigInt(first),
      first_name: 'Alice',
      last_name: 'Brown',
      game: 'odd_even',
      option: 'odd',
      payout_micro: 1_950_000n,
      created_at: new Date('2026-11-25T12:00:00Z'),
    });
    expect(await listLatestWins(db, 1)).toHaveLength(1);
  });
});
