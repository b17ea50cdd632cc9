import type { Queryable } from '../db/db';
import { moveDeposit } from '../deposits/deposit-status';

const CURSOR = 'deposits';

/**
 * Where the watcher goes on from for this jetton wallet: the logical time of the last transfer
 * it handled (0 to start). A cursor of another jetton wallet (the deposit address changed) starts afresh.
 */
export async function readCursor(q: Queryable, jettonWallet: string): Promise<bigint> {
  const [row] = await q.query<{ jetton_wallet: string; last_lt: bigint }>('SELECT jetton_wallet, last_lt FROM chain_cursors WHERE name = $1', [CURSOR]);
  return row && row.jetton_wallet === jettonWallet ? row.last_lt : 0n;
}

export async function writeCursor(q: Queryable, jettonWallet: string, lastLt: bigint): Promise<void> {
  await q.query(
    `INSERT INTO chain_cursors (name, jetton_wallet, last_lt) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET jetton_wallet = excluded.jetton_wallet, last_lt = excluded.last_lt, updated_at = now()`,
    [CURSOR, jettonWallet, lastLt],
  );
}

export async function findUserIdByDepositMemo(q: Queryable, memo: string): Promise<number | null> {
  const [row] = await q.query<{ id: bigint }>('SELECT id FROM users WHERE deposit_memo = $1', [memo]);
  return row ? Number(row.id) : null;
}

export interface SeenDeposit {
  txHash: string;
  lt: bigint;
  amountMicro: bigint;
  memo: string | null;
  source: string | null;
}

/** Records a deposit once per transaction hash; false when this hash was recorded before. */
export async function recordDeposit(q: Queryable, deposit: SeenDeposit): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO deposits (tx_hash, lt, amount_micro, memo, source, status) VALUES ($1, $2, $3, $4, $5, 'unattributed')
     ON CONFLICT (tx_hash) DO NOTHING RETURNING tx_hash`,
    [deposit.txHash, deposit.lt, deposit.amountMicro, deposit.memo, deposit.source],
  );
  return rows.length === 1;
}

/** Marks a recorded deposit credited to a player by a transfer (from unattributed or held: deposit-status.ts). */
export async function markDepositCredited(q: Queryable, txHash: string, userId: number, transferId: number, at: Date): Promise<void> {
  await moveDeposit(q, txHash, 'credited', { userId, transferId, creditedAt: at });
}
