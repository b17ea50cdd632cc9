import type { LimitKind, LimitPeriod } from '../../src/contract/protection';
import type { Queryable } from '../db/db';

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
 * The player's limits as of `now`: a pending raise or removal whose 24 hours are over is applied
 * first (in the caller's transaction), so the clock the server was given decides, not the device's.
 */
export async function currentLimits(tx: Queryable, userId: number, now: Date): Promise<LimitRow[]> {
  await tx.query(
    `UPDATE player_limits SET amount_micro = pending_amount_micro, pending_amount_micro = NULL, pending_effective_at = NULL
     WHERE user_id = $1 AND pending_effective_at <= $2`,
    [userId, now],
  );
  await tx.query('DELETE FROM player_limits WHERE user_id = $1 AND amount_micro IS NULL AND pending_effective_at IS NULL', [userId]);
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
 * The stake and loss limits in force at `now` (a pending change whose 24 hours are over counts as
 * applied), in the order `currentLimits` lists them, without writing: an order only reads its
 * player's limits, and the screens that show them apply what is due (`currentLimits`).
 */
export async function effectiveOrderLimits(tx: Queryable, userId: number, now: Date): Promise<{ kind: 'loss' | 'stake'; period: LimitPeriod; amountMicro: bigint }[]> {
  const rows = await tx.query<{ kind: 'loss' | 'stake'; period: LimitPeriod; amount_micro: bigint | null }>(
    `SELECT kind, period, CASE WHEN pending_effective_at <= $2 THEN pending_amount_micro ELSE amount_micro END AS amount_micro
     FROM player_limits WHERE user_id = $1 AND kind IN ('loss', 'stake')
     ORDER BY array_position(ARRAY['loss','stake'], kind), array_position(ARRAY['day','week','month'], period)`,
    [userId, now],
  );
  return rows.flatMap((row) => (row.amount_micro === null ? [] : [{ kind: row.kind, period: row.period, amountMicro: row.amount_micro }]));
}

/** Sets a limit at once (a new or lower one): any pending change is dropped. */
export async function applyLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint): Promise<void> {
  await tx.query(
    `INSERT INTO player_limits (user_id, kind, period, amount_micro) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_micro = excluded.amount_micro, pending_amount_micro = NULL, pending_effective_at = NULL`,
    [userId, kind, period, amountMicro],
  );
}

/** Schedules a raise or (amount null) a removal; the current limit holds until effectiveAt. */
export async function scheduleLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint | null, effectiveAt: Date): Promise<void> {
  await tx.query(
    `UPDATE player_limits SET pending_amount_micro = $4, pending_effective_at = $5 WHERE user_id = $1 AND kind = $2 AND period = $3`,
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
