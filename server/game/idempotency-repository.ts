import type { Queryable } from '../db/db';

export type KeyClaim = { claimed: true } | { claimed: false; requestHash: string; orderId: number | null };

/**
 * Claims (player, key) for this transaction. On Postgres a concurrent claim of the same key waits
 * here until the first transaction ends: if it committed, we see its row (not claimed); if it
 * rolled back, we claim the key ourselves.
 */
export async function claimIdempotencyKey(tx: Queryable, userId: number, key: string, requestHash: string): Promise<KeyClaim> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, requestHash],
  );
  if (inserted.length > 0) return { claimed: true };
  const [row] = await tx.query<{ request_hash: string; order_id: bigint | null }>(
    'SELECT request_hash, order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!row) throw new Error('idempotency key vanished');
  return { claimed: false, requestHash: row.request_hash, orderId: row.order_id === null ? null : Number(row.order_id) };
}

export async function attachOrderToKey(tx: Queryable, userId: number, key: string, orderId: number): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET order_id = $3 WHERE user_id = $1 AND key = $2', [userId, key, orderId]);
}
