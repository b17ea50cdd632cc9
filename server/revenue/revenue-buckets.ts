/**
 * The finest grain of revenue (docs/back-office.md, "Reports"): per UTC day, game and jurisdiction,
 * what players staked and what the games paid back, and per UTC day and jurisdiction what referral
 * circles cost. Summed from the transfers; an order's game and player come from the order its
 * transfer's reference names ('order:12:stake'), a referral cost's player from the account it
 * went to or the withdrawal it paid. A player's jurisdiction is what the server knows of them:
 * their declared residence, else their IP's country, else their phone's ('unknown' with none).
 * A closed month's buckets are read from its frozen copy, an open month's from the transfers.
 */
import { NO_JURISDICTION_KEY } from '../../src/contract/admin-revenue';
import type { Queryable } from '../db/db';

export interface RevenueBucket {
  /** "2026-11-03" (UTC). */
  day: string;
  /** null: the day's referral cost, which belongs to no game. */
  game: string | null;
  /** "MT", or NO_JURISDICTION_KEY. */
  jurisdiction: string;
  turnoverMicro: bigint;
  payoutsMicro: bigint;
  referralMicro: bigint;
}

interface BucketRow {
  day: string;
  game: string | null;
  jurisdiction: string;
  turnover_micro: bigint | string;
  payouts_micro: bigint | string;
  referral_micro: bigint | string;
}

const toBucket = (row: BucketRow): RevenueBucket => ({
  day: row.day,
  game: row.game,
  jurisdiction: row.jurisdiction,
  turnoverMicro: BigInt(row.turnover_micro),
  payoutsMicro: BigInt(row.payouts_micro),
  referralMicro: BigInt(row.referral_micro),
});

/**
 * The live buckets of [fromDay, toDayExclusive) summed from the transfers. Stakes and payouts are
 * the only transfers of the game; referral cost is what left house:referral_expense (to the game
 * balance or to the payout queue) less what came back to it (a refunded referral payout).
 */
export async function liveBuckets(q: Queryable, fromDay: string, toDayExclusive: string): Promise<RevenueBucket[]> {
  const rows = await q.query<BucketRow>(
    `WITH span AS (
       SELECT t.* FROM transfers t
       WHERE t.created_at >= $1::date::timestamp AT TIME ZONE 'UTC' AND t.created_at < $2::date::timestamp AT TIME ZONE 'UTC'
     ), game_legs AS (
       SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, o.game, o.user_id,
              CASE WHEN s.reason = 'stake' THEN s.amount_micro ELSE 0 END AS turnover,
              CASE WHEN s.reason = 'payout' THEN s.amount_micro ELSE 0 END AS payouts
       FROM span s JOIN orders o ON o.id = split_part(s.reference, ':', 2)::bigint
       WHERE s.reason IN ('stake', 'payout') AND s.reference LIKE 'order:%'
     ), referral_transfers AS (
       SELECT s.*, CASE WHEN s.from_account = 'house:referral_expense' THEN s.to_account ELSE s.from_account END AS other
       FROM span s
       WHERE 'house:referral_expense' IN (s.from_account, s.to_account)
     ), referral_legs AS (
       SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              CASE WHEN r.other LIKE 'player:%' THEN split_part(r.other, ':', 2)::bigint ELSE w.user_id END AS user_id,
              CASE WHEN r.from_account = 'house:referral_expense' THEN r.amount_micro ELSE -r.amount_micro END AS cost
       FROM referral_transfers r
       -- Compared as text: another reference's second part need not be a number.
       LEFT JOIN withdrawals w ON r.reference LIKE 'withdrawal:%' AND w.id::text = split_part(r.reference, ':', 2)
     ), legs AS (
       SELECT day, game, user_id, turnover, payouts, 0 AS cost FROM game_legs
       UNION ALL
       SELECT day, NULL, user_id, 0, 0, cost FROM referral_legs
     )
     SELECT l.day, l.game, coalesce(j.residence, j.ip_country, j.phone_country, '${NO_JURISDICTION_KEY}') AS jurisdiction,
            sum(l.turnover) AS turnover_micro, sum(l.payouts) AS payouts_micro, sum(l.cost) AS referral_micro
     FROM legs l LEFT JOIN jurisdiction_signals j ON j.user_id = l.user_id
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`,
    [fromDay, toDayExclusive],
  );
  return rows.map(toBucket);
}

/** The frozen buckets of the closed months among `months`. */
export async function frozenBuckets(q: Queryable, months: readonly string[]): Promise<RevenueBucket[]> {
  if (months.length === 0) return [];
  const rows = await q.query<BucketRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, game, jurisdiction, turnover_micro, payouts_micro, referral_micro
     FROM revenue_frozen_buckets WHERE month = ANY ($1::text[]) ORDER BY day, game, jurisdiction`,
    [months],
  );
  return rows.map(toBucket);
}

export async function closedMonths(q: Queryable): Promise<{ month: string; closedAt: Date; closedBy: number }[]> {
  const rows = await q.query<{ month: string; closed_at: Date; closed_by: bigint | string }>('SELECT month, closed_at, closed_by FROM revenue_closes ORDER BY month');
  return rows.map((row) => ({ month: row.month, closedAt: new Date(row.closed_at), closedBy: Number(row.closed_by) }));
}

/** Copies a month's live buckets into its frozen copy, in the caller's transaction. */
export async function freezeMonth(q: Queryable, month: string, closedBy: number, at: Date): Promise<boolean> {
  const [inserted] = await q.query<{ month: string }>('INSERT INTO revenue_closes (month, closed_at, closed_by) VALUES ($1, $2, $3) ON CONFLICT (month) DO NOTHING RETURNING month', [month, at, closedBy]);
  if (!inserted) return false;
  const buckets = await liveBuckets(q, `${month}-01`, nextMonthStart(month));
  for (const b of buckets) {
    await q.query('INSERT INTO revenue_frozen_buckets (month, day, game, jurisdiction, turnover_micro, payouts_micro, referral_micro) VALUES ($1, $2::date, $3, $4, $5, $6, $7)', [
      month,
      b.day,
      b.game,
      b.jurisdiction,
      b.turnoverMicro,
      b.payoutsMicro,
      b.referralMicro,
    ]);
  }
  return true;
}

/** "2026-12-01" for "2026-11"; "2027-01-01" for "2026-12". */
export function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
}
