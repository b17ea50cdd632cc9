import type { AdminDeposit } from '../../src/contract/admin-players';
import type { Queryable } from '../db/db';
import { moveDeposit } from '../deposits/deposit-status';
import { toDeposit } from './player-repository';

const COLUMNS = 'tx_hash, amount_micro, memo, source, status, created_at';

/** Deposits no player could be found for, and those on their way back to their sender; newest first. */
export async function listUnattributed(q: Queryable, limit = 200): Promise<AdminDeposit[]> {
  const rows = await q.query<Parameters<typeof toDeposit>[0]>(
    `SELECT ${COLUMNS} FROM deposits WHERE status IN ('unattributed', 'refunding') ORDER BY created_at DESC, tx_hash LIMIT $1`,
    [limit],
  );
  return rows.map(toDeposit);
}

/** FOR UPDATE: two operators deciding on one deposit at once queue here. */
export async function lockDeposit(tx: Queryable, txHash: string): Promise<(AdminDeposit & { amountMicro: bigint }) | null> {
  const [row] = await tx.query<Parameters<typeof toDeposit>[0]>(`SELECT ${COLUMNS} FROM deposits WHERE tx_hash = $1 FOR UPDATE`, [txHash]);
  return row ? { ...toDeposit(row), amountMicro: row.amount_micro } : null;
}

export async function findDeposit(q: Queryable, txHash: string): Promise<AdminDeposit | null> {
  const [row] = await q.query<Parameters<typeof toDeposit>[0]>(`SELECT ${COLUMNS} FROM deposits WHERE tx_hash = $1`, [txHash]);
  return row ? toDeposit(row) : null;
}

export async function markRefunding(tx: Queryable, txHash: string, reason: string): Promise<void> {
  await moveDeposit(tx, txHash, 'refunding', { refundReason: reason });
}
