import type { Queryable } from '../db/db';

/** One signed external message of the highload hot wallet, carrying up to 254 withdrawals (migration 195). */
export interface PayoutBatch {
  id: number;
  /** base64 BOC, exactly as sent and re-sent. */
  boc: string;
  /** hex. */
  messageHash: string;
  queryId: number;
  /** created_at + the wallet's timeout: the wallet refuses the message from then on. */
  validUntil: Date;
}

interface Row {
  id: bigint;
  boc: string;
  message_hash: string;
  query_id: number;
  valid_until: Date;
}

const toBatch = (row: Row): PayoutBatch => ({ id: Number(row.id), boc: row.boc, messageHash: row.message_hash, queryId: row.query_id, validUntil: row.valid_until });

/** The next batch's id, taken before signing: the wallet's query_id is made of it. */
export async function nextBatchId(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ id: bigint }>(`SELECT nextval(pg_get_serial_sequence('payout_batches', 'id')) AS id`);
  return Number(row!.id);
}

/** Stores the signed message; the caller moves its withdrawals to `sending` in the same transaction. */
export async function insertBatch(tx: Queryable, batch: PayoutBatch): Promise<void> {
  await tx.query('INSERT INTO payout_batches (id, boc, message_hash, query_id, valid_until) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5)', [
    batch.id,
    batch.boc,
    batch.messageHash,
    batch.queryId,
    batch.validUntil,
  ]);
}

/** The oldest batch that still carries a withdrawal being sent: the one the worker carries on with. */
export async function openBatch(q: Queryable): Promise<PayoutBatch | null> {
  const [row] = await q.query<Row>(
    `SELECT b.* FROM payout_batches b WHERE b.id = (SELECT min(batch_id) FROM withdrawals WHERE status = 'sending')`,
  );
  return row ? toBatch(row) : null;
}
