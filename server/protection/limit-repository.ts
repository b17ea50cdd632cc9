import type { LimitKind, LimitPeriod } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';
import { limitsInForce } from './default-limits';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amountMicro: bigint | null;
  pending: { amountMicro: bigint | null; effectiveAt: Date } | null;
}

interface Row {
  kind: LimitKind;
  period: LimitPeriod;
  amount_micro: bigint | null;
  pending_amount_micro: bigint | null;
  pending_effective_at: Date | null;
}

/**
 * The player's limit rows as of `now`: a pending raise or removal whose 24 hours are over is applied
 * first (in the caller's transaction), so the clock the server was given decides, not the device's.
 * A row left with no amount and nothing pending is kept: the player removed that limit, which is
 * what stops a default of their profile from applying again (default-limits.ts). Read them through
 * limitsInForce.
 */
export async function currentLimits(tx: Queryable, userId: number, now: Date): Promise<LimitRow[]> {
  await tx.query(
    `UPDATE player_limits SET amount_micro = pending_amount_micro, pending_amount_micro = NULL, pending_effective_at = NULL
     WHERE user_id = $1 AND pending_effective_at <= $2`,
    [userId, now],
  );
  const rows = await tx.query<Row>(
    `SELECT kind, period, amount_micro, pending_amount_micro, pending_effective_at FROM player_limits WHERE user_id = $1
     ORDER BY array_position(ARRAY['deposit','loss','stake'], kind), array_position(ARRAY['day','week','month'], period)`,
    [userId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    amountMicro: row.amount_micro,
    pending: row.pending_effective_at ? { amountMicro: row.pending_amount_micro, effectiveAt: row.pending_effective_at } : null,
  }));
}

/**
 * The loss and stake limits an order is checked against, defaults of the player's profile
 * included, from open_order's JSON (migration 251: read after the protection row's lock, a due
 * pending change as in force), without writing: an order only reads its player's limits, and the
 * screens that show them apply what is due (`currentLimits`).
 */
export function orderLimitsFromJson(rows: readonly { kind: 'loss' | 'stake'; period: LimitPeriod; amount_micro: string | null; pending_effective_at: string | null }[], defaults: readonly DefaultLimit[]): { kind: 'loss' | 'stake'; period: LimitPeriod; amountMicro: bigint }[] {
  // Only whether a change still waits matters here (a default holds meanwhile), not its amount.
  const asRows: LimitRow[] = rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    amountMicro: row.amount_micro === null ? null : BigInt(row.amount_micro),
    pending: row.pending_effective_at ? { amountMicro: null, effectiveAt: new Date(row.pending_effective_at) } : null,
  }));
  return limitsInForce(asRows, defaults).flatMap((limit) =>
    limit.amountMicro === null || limit.kind === 'deposit' ? [] : [{ kind: limit.kind, period: limit.period, amountMicro: limit.amountMicro }],
  );
}

/** Sets a limit at once (a new or lower one): any pending change is dropped. */
export async function applyLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint): Promise<void> {
  await tx.query(
    `INSERT INTO player_limits (user_id, kind, period, amount_micro) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_micro = excluded.amount_micro, pending_amount_micro = NULL, pending_effective_at = NULL`,
    [userId, kind, period, amountMicro],
  );
}

/**
 * Schedules a raise or (amount null) a removal; the current limit holds until effectiveAt. Of a
 * default (no row of the player's yet) the row is made with no amount of its own, so the default
 * holds meanwhile.
 */
export async function scheduleLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint | null, effectiveAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO player_limits (user_id, kind, period, amount_micro, pending_amount_micro, pending_effective_at) VALUES ($1, $2, $3, NULL, $4, $5)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET pending_amount_micro = excluded.pending_amount_micro, pending_effective_at = excluded.pending_effective_at`,
    [userId, kind, period, amountMicro, effectiveAt],
  );
}

/** Stakes and payouts of the player's orders from `since` (the orders carry the server's clock). */
export async function orderTotalsSince(tx: Queryable, userId: number, since: Date): Promise<{ stakeMicro: bigint; payoutMicro: bigint }> {
  const [row] = await tx.query<{ stake: bigint; payout: bigint }>(
    'SELECT COALESCE(sum(amount_micro), 0)::bigint AS stake, COALESCE(sum(payout_micro), 0)::bigint AS payout FROM orders WHERE user_id = $1 AND created_at >= $2',
    [userId, since],
  );
  return { stakeMicro: row?.stake ?? 0n, payoutMicro: row?.payout ?? 0n };
}

/** Deposits credited to the player's playable balance from `since` (a released held deposit counts when it was released). */
export async function depositsSince(tx: Queryable, userId: number, since: Date): Promise<bigint> {
  const [row] = await tx.query<{ total: bigint }>(
    "SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM deposits WHERE user_id = $1 AND status = 'credited' AND credited_at >= $2",
    [userId, since],
  );
  return row?.total ?? 0n;
}
