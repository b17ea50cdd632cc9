import type { BetOption, Game } from '../../src/contract/games';
import type { Queryable } from '../db/db';

export interface OptionRow {
  game: Game;
  option: BetOption;
  orders: number;
  stakesMicro: bigint;
  payoutsMicro: bigint;
  /** Σ stake², as a float (only its square root, in a ratio, is used). */
  sumSquaredStakes: number;
}

/** Per option since `from` (orders of fairness version 2 only: version 1 drew lottery unfairly). */
export async function optionTotals(q: Queryable, from: Date): Promise<OptionRow[]> {
  const rows = await q.query<{ game: Game; option: BetOption; orders: number; stakes: bigint; payouts: bigint; squares: string }>(
    `SELECT game, option, count(*)::int AS orders, sum(amount_micro)::bigint AS stakes, sum(payout_micro)::bigint AS payouts,
       sum(amount_micro::numeric * amount_micro::numeric)::text AS squares
     FROM orders WHERE created_at >= $1 AND fairness_version = 2 GROUP BY game, option`,
    [from],
  );
  return rows.map((row) => ({ game: row.game, option: row.option, orders: row.orders, stakesMicro: row.stakes, payoutsMicro: row.payouts, sumSquaredStakes: Number(row.squares) }));
}

export interface MoneyFlows {
  deposits: { count: number; micro: bigint };
  withdrawals: { count: number; micro: bigint };
  activePlayers: number;
  owedMicro: bigint;
  /** Withdrawals an operator has to approve now (any age). */
  awaitingApproval: { count: number; micro: bigint };
}

/**
 * Deposits given to players (credited or held) and withdrawals not refunded since `from`; players
 * with an order since `activeSince`; and what every player account holds now (the house owes it).
 */
export async function moneyFlows(q: Queryable, from: Date, activeSince: Date): Promise<MoneyFlows> {
  const [row] = await q.query<{ dn: number; dm: bigint; wn: number; wm: bigint; active: number; owed: bigint; an: number; am: bigint }>(
    `SELECT
       (SELECT count(*)::int FROM deposits WHERE created_at >= $1 AND status IN ('credited', 'held')) AS dn,
       (SELECT COALESCE(sum(amount_micro), 0)::bigint FROM deposits WHERE created_at >= $1 AND status IN ('credited', 'held')) AS dm,
       (SELECT count(*)::int FROM withdrawals WHERE created_at >= $1 AND status NOT IN ('failed_refunded', 'rejected_refunded')) AS wn,
       (SELECT COALESCE(sum(amount_micro), 0)::bigint FROM withdrawals WHERE created_at >= $1 AND status NOT IN ('failed_refunded', 'rejected_refunded')) AS wm,
       (SELECT count(DISTINCT user_id)::int FROM orders WHERE created_at >= $2) AS active,
       (SELECT COALESCE(sum(balance_micro), 0)::bigint FROM accounts WHERE user_id IS NOT NULL) AS owed,
       (SELECT count(*)::int FROM withdrawals WHERE status = 'awaiting_approval') AS an,
       (SELECT COALESCE(sum(amount_micro), 0)::bigint FROM withdrawals WHERE status = 'awaiting_approval') AS am`,
    [from, activeSince],
  );
  return {
    deposits: { count: row?.dn ?? 0, micro: row?.dm ?? 0n },
    withdrawals: { count: row?.wn ?? 0, micro: row?.wm ?? 0n },
    activePlayers: row?.active ?? 0,
    owedMicro: row?.owed ?? 0n,
    awaitingApproval: { count: row?.an ?? 0, micro: row?.am ?? 0n },
  };
}
