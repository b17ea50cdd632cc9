/**
 * The player's protection without a server (server/protection/): the limits in force with a
 * profile's defaults, a limit lowered at once and raised after exactly 24 hours, the deposit gate
 * (held past a deposit limit, during a time-out or self-exclusion), the order gate (loss and stake
 * limits, the minimum game cycle, each block's end to the millisecond) and the terms gate; each
 * limit at, one micro-USDT under and over. player-limits, held-deposits, self-exclusion-periods and
 * min-game-cycle test the same over HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS, periodEnd, periodStart, TERMS_VERSION } from '../../../src/contract/protection';
import { playerAccount } from '../../../server/books/accounts';
import { postTransfer } from '../../../server/books/transfer-repository';
import type { DefaultLimit } from '../../../server/compliance/jurisdiction-profiles';
import type { Db } from '../../../server/db/db';
import { ApiError } from '../../../server/http/api-error';
import { changeLimit } from '../../../server/protection/change-limit';
import { limitsInForce } from '../../../server/protection/default-limits';
import { admitDeposit, markDepositHeld } from '../../../server/protection/deposit-gate';
import { openOrders } from '../../../server/game/order-batch-functions';
import { currentLimits, orderTotalsSince, scheduleLimit } from '../../../server/protection/limit-repository';
import { admitOrder, orderTotalsIn, refuseIfBlocked } from '../../../server/protection/order-gate';
import { extendExclusion, extendTimeout, lockProtection, recordTerms, type ProtectionRow } from '../../../server/protection/protection-repository';
import { acceptedCurrentTerms, requireCurrentTerms } from '../../../server/protection/terms-gate';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

/** A Wednesday noon, UTC. */
const NOW = new Date('2026-03-04T12:00:00Z');
const USDT = 1_000_000n;

let db: Db;
let player: number;
let deposits = 0;

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
beforeEach(async () => {
  player = await insertUser(db);
});

async function errorOf(p: Promise<unknown> | (() => void)): Promise<ApiError | null> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return null;
}
const change = (kind: 'deposit' | 'loss' | 'stake', period: 'day' | 'week' | 'month', amount: bigint | null, at = NOW, defaults: DefaultLimit[] = []) =>
  db.transaction((tx) => changeLimit(tx, player, kind, period, amount, at, defaults));
const inForce = async (at = NOW, defaults: DefaultLimit[] = []) => limitsInForce(await currentLimits(db, player, at), defaults);
const log = async () =>
  db.query<{ kind: string; limit_kind: string | null; limit_period: string | null; before_micro: bigint | null; after_micro: bigint | null; effective_at: Date; created_at: Date }>(
    'SELECT kind, limit_kind, limit_period, before_micro, after_micro, effective_at, created_at FROM protection_changes WHERE user_id = $1 ORDER BY id',
    [player],
  );

let keys = 0;
const ROLL_BACK = new Error('roll back');
/**
 * What an order's first statement (open_orders, a batch of one) reads for the gate at `at`: the protection row and
 * the limits in force. Rolled back: a key claimed with its order's id cannot commit without that
 * order (migration 253).
 */
async function opened(at: Date, defaults: DefaultLimit[] = []) {
  let order: Awaited<ReturnType<typeof openOrders>>[number] | undefined;
  await db
    .transaction(async (tx) => {
      order = (await openOrders(tx, [{ userId: player, key: `gate-${(keys += 1)}`, requestHash: 'h', now: at, defaults }]))[0];
      throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) throw error;
    });
  if (!order?.claimed) throw new Error('a fresh key was not claimed');
  return order;
}
const orderLimitsAt = async (at: Date, defaults: DefaultLimit[] = []) => (await opened(at, defaults)).limits;

describe('limits in force', () => {
  const rowOf = (amountMicro: bigint | null, pending: { amountMicro: bigint | null; effectiveAt: Date } | null = null) => ({ kind: 'loss' as const, period: 'week' as const, amountMicro, pending });
  const fallback: DefaultLimit[] = [{ kind: 'loss', period: 'week', amountMicro: 50n * USDT }];
  const waiting = { amountMicro: 80n * USDT, effectiveAt: NOW };

  it('takes the player’s own amount, else the default, and nothing after the player removed it', () => {
    expect(limitsInForce([], [])).toEqual([]);
    expect(limitsInForce([], fallback)).toEqual([{ kind: 'loss', period: 'week', amountMicro: 50n * USDT, pending: null, byDefault: true }]);
    expect(limitsInForce([rowOf(20n * USDT)], fallback)).toEqual([{ ...rowOf(20n * USDT), byDefault: false }]);
    expect(limitsInForce([rowOf(null, waiting)], fallback)).toEqual([{ kind: 'loss', period: 'week', amountMicro: 50n * USDT, pending: waiting, byDefault: true }]);
    expect(limitsInForce([rowOf(null)], fallback)).toEqual([]);
    expect(limitsInForce([rowOf(null, waiting)], [])).toEqual([{ ...rowOf(null, waiting), byDefault: false }]);
    // A default or a row of another kind or period is another limit.
    expect(limitsInForce([{ ...rowOf(20n * USDT), kind: 'stake' }], [{ ...fallback[0]!, period: 'day' }])).toEqual([
      { kind: 'loss', period: 'day', amountMicro: 50n * USDT, pending: null, byDefault: true },
      { kind: 'stake', period: 'week', amountMicro: 20n * USDT, pending: null, byDefault: false },
    ]);
  });
});

describe('changing a limit', () => {
  it('sets a new or lower limit at once, logged; the same again only drops a pending raise', async () => {
    await change('loss', 'day', 100n * USDT);
    expect(await inForce()).toEqual([{ kind: 'loss', period: 'day', amountMicro: 100n * USDT, pending: null, byDefault: false }]);
    await change('loss', 'day', 100n * USDT - 1n);
    expect((await inForce())[0]?.amountMicro).toBe(100n * USDT - 1n);
    await change('loss', 'day', 200n * USDT);
    expect((await inForce())[0]?.pending?.amountMicro).toBe(200n * USDT);
    await change('loss', 'day', 100n * USDT - 1n);
    expect((await inForce())[0]).toMatchObject({ amountMicro: 100n * USDT - 1n, pending: null });
    expect(await log()).toEqual([
      { kind: 'limit_lowered', limit_kind: 'loss', limit_period: 'day', before_micro: null, after_micro: 100n * USDT, effective_at: NOW, created_at: NOW },
      { kind: 'limit_lowered', limit_kind: 'loss', limit_period: 'day', before_micro: 100n * USDT, after_micro: 100n * USDT - 1n, effective_at: NOW, created_at: NOW },
      { kind: 'limit_raised', limit_kind: 'loss', limit_period: 'day', before_micro: 100n * USDT - 1n, after_micro: 200n * USDT, effective_at: new Date(NOW.getTime() + LIMIT_RAISE_DELAY_MS), created_at: NOW },
    ]);
  });

  it('raises or removes a limit exactly 24 hours later, not a millisecond sooner', async () => {
    await change('stake', 'week', 10n * USDT);
    await change('stake', 'week', 10n * USDT + 1n);
    const due = new Date(NOW.getTime() + LIMIT_RAISE_DELAY_MS);
    expect((await inForce(new Date(due.getTime() - 1)))[0]).toMatchObject({ amountMicro: 10n * USDT, pending: { amountMicro: 10n * USDT + 1n, effectiveAt: due } });
    expect(await orderLimitsAt(new Date(due.getTime() - 1), [])).toEqual([{ kind: 'stake', period: 'week', amountMicro: 10n * USDT }]);
    expect(await orderLimitsAt(due, [])).toEqual([{ kind: 'stake', period: 'week', amountMicro: 10n * USDT + 1n }]);
    expect((await inForce(due))[0]).toMatchObject({ amountMicro: 10n * USDT + 1n, pending: null });
    await change('stake', 'week', null, due);
    expect((await inForce(new Date(due.getTime() + LIMIT_RAISE_DELAY_MS - 1)))[0]?.amountMicro).toBe(10n * USDT + 1n);
    expect(await inForce(new Date(due.getTime() + LIMIT_RAISE_DELAY_MS))).toEqual([]);
    expect((await log()).at(-1)).toMatchObject({ kind: 'limit_raised', before_micro: 10n * USDT + 1n, after_micro: null });
  });

  it('keeps a default for orders while its raise or removal waits, and none once the player removed it', async () => {
    const defaults: DefaultLimit[] = [{ kind: 'stake', period: 'day', amountMicro: 5n * USDT }];
    const byDefault = [{ kind: 'stake', period: 'day', amountMicro: 5n * USDT }];
    await change('stake', 'day', 6n * USDT, NOW, defaults);
    expect(await orderLimitsAt(NOW, defaults)).toEqual(byDefault);
    await change('stake', 'day', null, NOW, defaults);
    const due = new Date(NOW.getTime() + LIMIT_RAISE_DELAY_MS);
    expect(await orderLimitsAt(new Date(due.getTime() - 1), defaults)).toEqual(byDefault);
    expect(await orderLimitsAt(due, defaults)).toEqual([]);
  });

  it('removes a limit not in force without waiting or a log line', async () => {
    await change('deposit', 'month', null);
    expect(await inForce()).toEqual([]);
    expect(await log()).toEqual([]);
  });

  it('counts a default in force as the limit: lowered at once, raised after the wait with the default meanwhile', async () => {
    const defaults: DefaultLimit[] = [{ kind: 'deposit', period: 'month', amountMicro: 500n * USDT }];
    await change('deposit', 'month', 600n * USDT, NOW, defaults);
    expect((await inForce(NOW, defaults))[0]).toMatchObject({ amountMicro: 500n * USDT, byDefault: true, pending: { amountMicro: 600n * USDT } });
    expect((await log())[0]).toMatchObject({ kind: 'limit_raised', before_micro: 500n * USDT, after_micro: 600n * USDT });
    await change('deposit', 'month', 400n * USDT, NOW, defaults);
    expect((await inForce(NOW, defaults))[0]).toMatchObject({ amountMicro: 400n * USDT, byDefault: false, pending: null });
    expect((await log())[1]).toMatchObject({ kind: 'limit_lowered', before_micro: 500n * USDT, after_micro: 400n * USDT });
  });
});

describe('the deposit gate', () => {
  async function credited(micro: bigint, at: Date): Promise<void> {
    deposits += 1;
    const hash = `${deposits}-${Math.random()}`.padEnd(64, 'd');
    const posting = await postTransfer(db, { from: 'house:deposits', to: playerAccount(player), amountMicro: micro, reason: 'deposit', reference: `deposit:${hash}` });
    if (posting.status !== 'posted') throw new Error('not posted');
    await db.query("INSERT INTO deposits (tx_hash, lt, user_id, amount_micro, source, status, transfer_id, credited_at) VALUES ($1, $2, $3, $4, 'EQs', 'credited', $5, $6)", [hash, deposits, player, micro, posting.id, at]);
  }
  const admit = (micro: bigint, at = NOW, defaults: DefaultLimit[] = []) => db.transaction((tx) => admitDeposit(tx, player, micro, at, defaults));

  it('holds a deposit past the deposit limit, counting the period’s credited deposits, to the micro-USDT', async () => {
    await change('deposit', 'day', 100n * USDT);
    await credited(60n * USDT, periodStart('day', NOW));
    await credited(30n * USDT, new Date(periodStart('day', NOW).getTime() - 1));
    expect(await admit(40n * USDT)).toBe('playable');
    expect(await admit(40n * USDT + 1n)).toBe('held');
    // A week limit counts the day before too.
    await change('deposit', 'week', 130n * USDT);
    expect(await admit(40n * USDT)).toBe('playable');
    expect(await admit(40n * USDT + 1n)).toBe('held');
    await change('deposit', 'week', 129n * USDT);
    expect(await admit(40n * USDT)).toBe('held');
  });

  it('holds by a default deposit limit of the profile as by one the player set; other limits do not hold deposits', async () => {
    await change('loss', 'day', 1n);
    expect(await admit(10n * USDT)).toBe('playable');
    const defaults: DefaultLimit[] = [{ kind: 'deposit', period: 'month', amountMicro: 10n * USDT }];
    expect(await admit(10n * USDT, NOW, defaults)).toBe('playable');
    expect(await admit(10n * USDT + 1n, NOW, defaults)).toBe('held');
  });

  it('holds every deposit during a time-out or self-exclusion, and none from the moment it ends', async () => {
    const until = new Date(NOW.getTime() + 3600_000);
    await db.transaction((tx) => extendTimeout(tx, player, until, NOW));
    expect(await admit(1n)).toBe('held');
    expect(await admit(1n, new Date(until.getTime() - 1))).toBe('held');
    expect(await admit(1n, until)).toBe('playable');
    await db.transaction((tx) => extendExclusion(tx, player, until, NOW));
    expect(await admit(1n, new Date(until.getTime() - 1))).toBe('held');
    expect(await admit(1n, until)).toBe('playable');
  });

  it('holds nothing by a limit only waiting to apply (a raise of a default the profile no longer offers)', async () => {
    await db.transaction((tx) => scheduleLimit(tx, player, 'deposit', 'day', 5n, new Date(NOW.getTime() + 1000)));
    expect(await admit(100n * USDT)).toBe('playable');
  });

  it('marks a deposit held for its player', async () => {
    const hash = `held-${Math.random()}`.padEnd(64, 'h');
    await db.query("INSERT INTO deposits (tx_hash, lt, amount_micro, source, status) VALUES ($1, 1, 5, 'EQs', 'unattributed')", [hash]);
    await db.transaction((tx) => markDepositHeld(tx, hash, player));
    expect((await db.query<{ status: string; user_id: bigint }>('SELECT status, user_id FROM deposits WHERE tx_hash = $1', [hash]))[0]).toEqual({ status: 'held', user_id: BigInt(player) });
  });
});

describe('the order gate', () => {
  const admit = async (stake: bigint, at = NOW, minCycleMs = 0, defaults: DefaultLimit[] = []) => {
    const { protection, limits } = await opened(at, defaults);
    admitOrder(protection, limits, stake, at, minCycleMs);
  };
  // The running totals an order leaves on the protection row (settle_order, migration 251).
  const played = (stake: bigint, payout: bigint, at = NOW) => db.transaction(async (tx) => {
    await lockProtection(tx, player);
    await tx.query(
      `UPDATE player_protection SET session_last_order_at = $2,
         day_started_at = $3, day_stake_micro = $6, day_payout_micro = $7,
         week_started_at = $4, week_stake_micro = $6, week_payout_micro = $7,
         month_started_at = $5, month_stake_micro = $6, month_payout_micro = $7
       WHERE user_id = $1`,
      [player, at, periodStart('day', at), periodStart('week', at), periodStart('month', at), stake, payout],
    );
  });

  it('refuses an order that could take the period’s losses past the loss limit, stakes minus payouts', async () => {
    await change('loss', 'day', 100n * USDT);
    await played(80n * USDT, 30n * USDT);
    expect(await errorOf(admit(50n * USDT))).toBeNull();
    const refused = await errorOf(admit(50n * USDT + 1n));
    expect(refused).toMatchObject({ statusCode: 403, code: 'limit_reached', details: { kind: 'loss', period: 'day', limit: '100.000000', resetsAt: periodEnd('day', NOW).toISOString() } });
  });

  it('refuses a stake past the stake limit, payouts aside, and counts a period that is over as nothing', async () => {
    await change('stake', 'week', 100n * USDT);
    await played(80n * USDT, 500n * USDT);
    expect(await errorOf(admit(20n * USDT))).toBeNull();
    expect((await errorOf(admit(20n * USDT + 1n)))?.details).toMatchObject({ kind: 'stake', period: 'week' });
    const nextWeek = periodEnd('week', NOW);
    expect(await errorOf(admit(100n * USDT, nextWeek))).toBeNull();
    expect(await errorOf(admit(100n * USDT + 1n, nextWeek))).not.toBeNull();
  });

  it('checks a default stake or loss limit of the profile as one the player set', async () => {
    const defaults: DefaultLimit[] = [{ kind: 'stake', period: 'day', amountMicro: 5n * USDT }];
    expect(await errorOf(admit(5n * USDT, NOW, 0, defaults))).toBeNull();
    expect((await errorOf(admit(5n * USDT + 1n, NOW, 0, defaults)))?.code).toBe('limit_reached');
  });

  it('refuses an order sooner than the minimum game cycle after the last, to the millisecond', async () => {
    await played(1n, 0n, NOW);
    const refused = await errorOf(admit(1n, new Date(NOW.getTime() + 2999), 3000));
    expect(refused).toMatchObject({ code: 'order_too_soon', details: { nextAt: new Date(NOW.getTime() + 3000).toISOString(), seconds: '3' } });
    expect(await errorOf(admit(1n, new Date(NOW.getTime() + 3000), 3000))).toBeNull();
    expect(await errorOf(admit(1n, NOW, 0))).toBeNull();
    // A first order has no cycle to wait for.
    player = await insertUser(db);
    expect(await errorOf(admit(1n, NOW, 3000))).toBeNull();
  });

  it('refuses during a time-out or self-exclusion with its end, and from its end on takes orders', async () => {
    const until = new Date(NOW.getTime() + 60_000);
    await db.transaction((tx) => extendTimeout(tx, player, until, NOW));
    expect(await errorOf(admit(1n, new Date(until.getTime() - 1)))).toMatchObject({ code: 'timed_out', details: { until: until.toISOString() } });
    expect(await errorOf(admit(1n, until))).toBeNull();
    await db.transaction((tx) => extendExclusion(tx, player, until, NOW));
    expect(await errorOf(admit(1n, new Date(until.getTime() - 1)))).toMatchObject({ code: 'self_excluded', details: { until: until.toISOString() } });
    expect(await errorOf(admit(1n, until))).toBeNull();
    await db.transaction((tx) => extendExclusion(tx, player, null, NOW));
    expect(await errorOf(admit(1n, new Date('2099-01-01T00:00:00Z')))).toMatchObject({ code: 'self_excluded', details: { permanent: 'true' } });
  });

  it('takes orders whatever the clock says when no minimum cycle applies', async () => {
    await played(1n, 0n, NOW);
    expect(await errorOf(admit(1n, new Date(NOW.getTime() - 1000), 0))).toBeNull();
  });

  it('checks only stake and loss limits in force, not deposit limits nor one only waiting', async () => {
    await change('deposit', 'day', 1n);
    await db.transaction((tx) => scheduleLimit(tx, player, 'loss', 'week', 5n, new Date(NOW.getTime() + 1000)));
    expect(await orderLimitsAt(NOW, [])).toEqual([]);
    expect(await errorOf(admit(100n * USDT))).toBeNull();
    expect(await orderTotalsSince(db, player, periodStart('day', NOW))).toEqual({ stakeMicro: 0n, payoutMicro: 0n });
  });

  it('reads the period totals only within their period', () => {
    const start = periodStart('day', NOW);
    const row = (startedAt: Date | null) => ({ periods: { day: { startedAt, stakeMicro: 7n, payoutMicro: 3n } } }) as unknown as ProtectionRow;
    expect(orderTotalsIn(row(null), 'day', NOW)).toEqual({ stakeMicro: 0n, payoutMicro: 0n });
    expect(orderTotalsIn(row(new Date(start.getTime() - 1)), 'day', NOW)).toEqual({ stakeMicro: 0n, payoutMicro: 0n });
    expect(orderTotalsIn(row(start), 'day', NOW)).toEqual({ stakeMicro: 7n, payoutMicro: 3n });
    expect(orderTotalsIn(row(new Date(NOW.getTime() + 86_400_000)), 'day', NOW)).toEqual({ stakeMicro: 7n, payoutMicro: 3n });
  });

  it('lets an unblocked row through', () => {
    expect(() => refuseIfBlocked({ excludedPermanently: false, excludedUntil: null, timeoutUntil: null } as unknown as ProtectionRow, NOW)).not.toThrow();
  });
});

describe('the change log', () => {
  it('writes a time-out and a self-exclusion with their ends, a permanent one as infinity', async () => {
    const until = new Date(NOW.getTime() + 60_000);
    await db.transaction((tx) => extendTimeout(tx, player, until, NOW));
    await db.transaction((tx) => extendExclusion(tx, player, until, NOW));
    await db.transaction((tx) => extendExclusion(tx, player, null, NOW));
    const lines = await log();
    expect(lines.map(({ kind, limit_kind, limit_period, before_micro, after_micro, created_at }) => ({ kind, limit_kind, limit_period, before_micro, after_micro, created_at }))).toEqual(
      ['time_out', 'self_exclusion', 'self_exclusion'].map((kind) => ({ kind, limit_kind: null, limit_period: null, before_micro: null, after_micro: null, created_at: NOW })),
    );
    expect(lines.slice(0, 2).map((line) => line.effective_at)).toEqual([until, until]);
    expect((await db.query<{ forever: boolean }>("SELECT effective_at = 'infinity' AS forever FROM protection_changes WHERE user_id = $1 ORDER BY id DESC LIMIT 1", [player]))[0]?.forever).toBe(true);
  });
});

describe('the terms gate', () => {
  it('opens deposits only after the terms in force were accepted', async () => {
    expect(await acceptedCurrentTerms(db, player)).toBe(false);
    expect(await errorOf(requireCurrentTerms(db, player))).toMatchObject({ statusCode: 403, code: 'terms_required', details: { version: TERMS_VERSION } });
    await db.transaction((tx) => recordTerms(tx, player, '2000-01-1', NOW));
    expect(await acceptedCurrentTerms(db, player)).toBe(false);
    await db.transaction((tx) => recordTerms(tx, player, TERMS_VERSION, NOW));
    expect(await acceptedCurrentTerms(db, player)).toBe(true);
    expect(await errorOf(requireCurrentTerms(db, player))).toBeNull();
  });
});
