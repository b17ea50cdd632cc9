/**
 * Referral circles on a real database (server/referrals/circle-repository.ts, withdraw.ts): earning
 * into a circle, counting players once, withdrawing once. Opens PGlite from a snapshot and starts
 * no server, so `npm run mutate` can re-run it per mutant (docs/mutation-testing.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleId } from '../../../src/contract/circle-id';
import type { Db } from '../../../server/db/db';
import { accrueToCircle, findCircle, listCircles, markCircleWithdrawn } from '../../../server/referrals/circle-repository';
import { withdrawCircle } from '../../../server/referrals/withdraw';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';
import { playerTransfers } from '../helpers/test-database';
import { postTransfer } from '../../../server/books/transfer-repository';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-11-25T12:00:00Z');
const THIS_WEEK = circleId(NOW);
const LAST_WEEK = THIS_WEEK - 1;

const rowsOf = async (sql: string, userId: number) => db.query<Record<string, unknown>>(sql, [userId]);

describe('accrueToCircle', () => {
  it('creates the circle on the first share, adds later ones, counts each player once', async () => {
    const referrer = await insertUser(db);
    const [a, b] = [await insertUser(db), await insertUser(db)];
    expect(await accrueToCircle(db, referrer, LAST_WEEK, a, 100n)).toBe(true);
    expect(await accrueToCircle(db, referrer, LAST_WEEK, a, 20n)).toBe(true);
    expect(await accrueToCircle(db, referrer, LAST_WEEK, b, 3n)).toBe(true);
    expect(await findCircle(db, referrer, LAST_WEEK)).toEqual({ circleId: LAST_WEEK, earnFromChildMicro: 123n, isWithdrawn: false, referrals: 2 });
  });

  it('refuses (false) and changes nothing once the circle is withdrawn', async () => {
    const referrer = await insertUser(db);
    const player = await insertUser(db);
    await accrueToCircle(db, referrer, LAST_WEEK, player, 50n);
    expect(await markCircleWithdrawn(db, referrer, LAST_WEEK)).toBe(50n);
    expect(await accrueToCircle(db, referrer, LAST_WEEK, await insertUser(db), 7n)).toBe(false);
    expect(await findCircle(db, referrer, LAST_WEEK)).toEqual({ circleId: LAST_WEEK, earnFromChildMicro: 50n, isWithdrawn: true, referrals: 1 });
  });
});

describe('listCircles and findCircle', () => {
  it('lists one referrer’s circles newest first, at most the limit; null for a circle never earned', async () => {
    const referrer = await insertUser(db);
    const other = await insertUser(db);
    const player = await insertUser(db);
    for (const circle of [LAST_WEEK - 2, LAST_WEEK, LAST_WEEK - 1]) await accrueToCircle(db, referrer, circle, player, 1n);
    await accrueToCircle(db, other, LAST_WEEK + 5, player, 1n);
    expect((await listCircles(db, referrer, 10)).map((c) => c.circleId)).toEqual([LAST_WEEK, LAST_WEEK - 1, LAST_WEEK - 2]);
    expect((await listCircles(db, referrer, 2)).map((c) => c.circleId)).toEqual([LAST_WEEK, LAST_WEEK - 1]);
    expect(await findCircle(db, referrer, LAST_WEEK + 5)).toBeNull();
  });
});

describe('withdrawCircle', () => {
  it('credits last week’s earnings once: balance, transfer and event together', async () => {
    const referrer = await insertUser(db);
    await accrueToCircle(db, referrer, LAST_WEEK, await insertUser(db), 1_234_567n);
    const done = await withdrawCircle(db, referrer, LAST_WEEK, NOW);
    const event = { userId: referrer, event: { type: 'new_withdraw', data: { payout: '1.234567', destination: 'balance' } } };
    expect(done).toEqual({ circleId: LAST_WEEK, payoutMicro: 1_234_567n, balanceMicro: 1_234_567n, destination: 'balance', events: [event] });
    expect(await playerTransfers(db, referrer)).toEqual([
      { amount_micro: 1_234_567n, reason: 'referral_withdraw', reference: `circle:${referrer}:${LAST_WEEK}` },
    ]);
    expect(await rowsOf('SELECT type, data FROM events WHERE user_id = $1', referrer)).toEqual([{ type: 'new_withdraw', data: { payout: '1.234567', destination: 'balance' } }]);
    await expect(withdrawCircle(db, referrer, LAST_WEEK, NOW)).rejects.toMatchObject({ statusCode: 409, code: 'already_withdrawn' });
    expect(await playerTransfers(db, referrer)).toHaveLength(1);
  });

  it('adds to the balance the player already has', async () => {
    const referrer = await insertUser(db);
    await postTransfer(db, { from: 'house:demo', to: `player:${referrer}`, amountMicro: 5n, reason: 'demo_credit', reference: `demo:${referrer}` });
    await accrueToCircle(db, referrer, LAST_WEEK, await insertUser(db), 10n);
    expect((await withdrawCircle(db, referrer, LAST_WEEK, NOW)).balanceMicro).toBe(15n);
  });

  it('refuses this week’s circle (409 circle_not_finished) and any later one, but not last week’s', async () => {
    const referrer = await insertUser(db);
    const player = await insertUser(db);
    for (const circle of [LAST_WEEK, THIS_WEEK, THIS_WEEK + 1]) await accrueToCircle(db, referrer, circle, player, 10n);
    await expect(withdrawCircle(db, referrer, THIS_WEEK, NOW)).rejects.toMatchObject({ statusCode: 409, code: 'circle_not_finished' });
    await expect(withdrawCircle(db, referrer, THIS_WEEK + 1, NOW)).rejects.toMatchObject({ statusCode: 409, code: 'circle_not_finished' });
    expect((await findCircle(db, referrer, THIS_WEEK))?.isWithdrawn).toBe(false);
    expect((await withdrawCircle(db, referrer, LAST_WEEK, NOW)).payoutMicro).toBe(10n);
  });

  it('names why it refuses: no such circle, or nothing earned in it', async () => {
    const referrer = await insertUser(db);
    await expect(withdrawCircle(db, referrer, LAST_WEEK, NOW)).rejects.toMatchObject({ statusCode: 409, code: 'circle_not_found' });
    await accrueToCircle(db, referrer, LAST_WEEK, await insertUser(db), 0n);
    await expect(withdrawCircle(db, referrer, LAST_WEEK, NOW)).rejects.toMatchObject({ statusCode: 409, code: 'nothing_to_withdraw' });
    expect(await markCircleWithdrawn(db, referrer, LAST_WEEK)).toBeNull();
    expect((await findCircle(db, referrer, LAST_WEEK))?.isWithdrawn).toBe(false);
  });
});
