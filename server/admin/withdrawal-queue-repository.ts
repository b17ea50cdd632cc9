import type { OperatorRef } from '../../src/contract/admin';
import type { AdminWithdrawalRow } from '../../src/contract/admin-players';
import type { WithdrawalStatus } from '../../src/contract/api-types';
import type { WithdrawalHoldReason } from '../../src/contract/withdrawal-statuses';
import { formatUsdt } from '../../src/contract/money';
import type { Queryable } from '../db/db';
import { displayName } from './player-repository';

interface Row {
  id: bigint;
  user_id: bigint;
  telegram_id: bigint;
  first_name: string;
  last_name: string | null;
  username: string | null;
  amount_micro: bigint;
  destination: string;
  status: WithdrawalStatus;
  source: 'cashout' | 'referral';
  created_at: Date;
  reject_reason: string | null;
  hold_reason: WithdrawalHoldReason | null;
  tx_hash: string | null;
  approvals: { telegramId: number; name: string; at: string }[] | null;
  needs_second: boolean | null;
}

const SELECT = `SELECT w.id, w.user_id, u.telegram_id, u.first_name, u.last_name, u.username, w.amount_micro, w.destination,
  w.status, w.source, w.created_at, w.reject_reason, w.hold_reason, w.tx_hash,
  (SELECT json_agg(json_build_object('telegramId', a.operator_telegram_id, 'name', a.operator_name, 'at', a.at) ORDER BY a.at)
   FROM withdrawal_approvals a WHERE a.withdrawal_id = w.id) AS approvals,
  (SELECT bool_or(a.needs_second) FROM withdrawal_approvals a WHERE a.withdrawal_id = w.id) AS needs_second
  FROM withdrawals w JOIN users u ON u.id = w.user_id`;

/** How many approvals a withdrawal of this amount needs: two above the dual threshold. */
export const neededApprovals = (amountMicro: bigint, dualAboveMicro: bigint): 1 | 2 => (amountMicro > dualAboveMicro ? 2 : 1);

function toRow(row: Row, dualAboveMicro: bigint): AdminWithdrawalRow {
  return {
    id: Number(row.id),
    player: { id: Number(row.user_id), telegramId: Number(row.telegram_id), name: displayName(row.first_name, row.last_name), username: row.username },
    amount: formatUsdt(row.amount_micro),
    address: row.destination,
    status: row.status,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    approvals: (row.approvals ?? []).map((a) => ({ operator: { telegramId: Number(a.telegramId), name: a.name }, at: new Date(a.at).toISOString() })),
    neededApprovals: row.needs_second ? 2 : neededApprovals(row.amount_micro, dualAboveMicro),
    rejectReason: row.reject_reason,
    holdReason: row.hold_reason,
    txHash: row.tx_hash,
  };
}

/** The queue, newest first: one status, or every status with null. */
export async function listWithdrawals(q: Queryable, status: WithdrawalStatus | null, dualAboveMicro: bigint, limit = 200): Promise<AdminWithdrawalRow[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE ($1::text IS NULL OR w.status = $1) ORDER BY w.id DESC LIMIT $2`, [status, limit]);
  return rows.map((row) => toRow(row, dualAboveMicro));
}

export async function playerWithdrawals(q: Queryable, userId: number, dualAboveMicro: bigint, limit: number): Promise<AdminWithdrawalRow[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2`, [userId, limit]);
  return rows.map((row) => toRow(row, dualAboveMicro));
}

export async function findWithdrawalRow(q: Queryable, id: number, dualAboveMicro: bigint): Promise<AdminWithdrawalRow | null> {
  const [row] = await q.query<Row>(`${SELECT} WHERE w.id = $1`, [id]);
  return row ? toRow(row, dualAboveMicro) : null;
}

/** Records one operator's approval; false when this operator approved it before (the primary key). */
export async function insertApproval(q: Queryable, withdrawalId: number, operator: OperatorRef & { name: string }, at: Date): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO withdrawal_approvals (withdrawal_id, operator_telegram_id, operator_name, at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING withdrawal_id`,
    [withdrawalId, operator.telegramId, operator.name, at],
  );
  return rows.length === 1;
}

/** The first approval went past what its operator may approve alone: a second operator must approve too. */
export async function markNeedsSecond(q: Queryable, withdrawalId: number, operatorId: number): Promise<void> {
  await q.query('UPDATE withdrawal_approvals SET needs_second = true WHERE withdrawal_id = $1 AND operator_telegram_id = $2', [withdrawalId, operatorId]);
}

export async function countApprovals(q: Queryable, withdrawalId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawal_approvals WHERE withdrawal_id = $1', [withdrawalId]);
  return row?.n ?? 0;
}

export async function setRejectReason(q: Queryable, withdrawalId: number, reason: string): Promise<void> {
  await q.query('UPDATE withdrawals SET reject_reason = $2 WHERE id = $1', [withdrawalId, reason]);
}
