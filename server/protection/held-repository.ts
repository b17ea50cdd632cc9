import type { Queryable } from '../db/db';
import { moveDeposit } from '../deposits/deposit-status';

export interface HeldDeposit {
  txHash: string;
  amountMicro: bigint;
}

/** The player's held deposits, oldest first: released in the order they arrived. */
export async function heldDeposits(q: Queryable, userId: number): Promise<HeldDeposit[]> {
  const rows = await q.query<{ tx_hash: string; amount_micro: bigint }>("SELECT tx_hash, amount_micro FROM deposits WHERE user_id = $1 AND status = 'held' ORDER BY lt", [userId]);
  return rows.map((row) => ({ txHash: row.tx_hash, amountMicro: row.amount_micro }));
}

export async function heldTotal(q: Queryable, userId: number): Promise<bigint> {
  const [row] = await q.query<{ total: bigint }>("SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM deposits WHERE user_id = $1 AND status = 'held'", [userId]);
  return row?.total ?? 0n;
}

/** Players with a held deposit, for the periodic release (a bounded batch per run). */
export async function playersWithHeld(q: Queryable, limit: number): Promise<number[]> {
  const rows = await q.query<{ user_id: bigint }>("SELECT DISTINCT user_id FROM deposits WHERE status = 'held' ORDER BY user_id LIMIT $1", [limit]);
  return rows.map((row) => Number(row.user_id));
}

/** A held deposit the player took back: moved in by `transferId` and out again with the withdrawal. */
export async function markDepositReturned(q: Queryable, txHash: string, transferId: number): Promise<void> {
  await moveDeposit(q, txHash, 'returned', { transferId });
}
