import type { Queryable } from '../db/db';

/** Issues a ton_proof payload for a player: good once, for 15 minutes. */
export async function issueProofPayload(q: Queryable, userId: number, payload: string): Promise<void> {
  await q.query('INSERT INTO wallet_proof_payloads (payload, user_id) VALUES ($1, $2)', [payload, userId]);
}

/**
 * Uses up a payload we issued to this player less than maxAgeS ago and not used before; false
 * when there is none (never issued, another player's, used, or too old): a replay binds nothing.
 */
export async function consumeProofPayload(q: Queryable, userId: number, payload: string, maxAgeS: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE wallet_proof_payloads SET used_at = now()
     WHERE payload = $1 AND user_id = $2 AND used_at IS NULL AND created_at > now() - make_interval(secs => $3)
     RETURNING payload`,
    [payload, userId, maxAgeS],
  );
  return rows.length === 1;
}

export interface Binding {
  address: string;
  network: 'mainnet' | 'testnet';
  publicKey: string;
}

/** Binds a wallet to the player; a wallet bound before is ended (kept on record) in the same transaction. */
export async function bindWallet(tx: Queryable, userId: number, binding: Binding): Promise<void> {
  await tx.query('UPDATE wallet_bindings SET unbound_at = now() WHERE user_id = $1 AND unbound_at IS NULL', [userId]);
  await tx.query('INSERT INTO wallet_bindings (user_id, address, network, public_key) VALUES ($1, $2, $3, $4)', [
    userId,
    binding.address,
    binding.network,
    binding.publicKey,
  ]);
}

/** The player's bound wallet (raw address), or null. */
export async function findBoundWallet(q: Queryable, userId: number): Promise<Binding | null> {
  const [row] = await q.query<{ address: string; network: 'mainnet' | 'testnet'; public_key: string }>(
    'SELECT address, network, public_key FROM wallet_bindings WHERE user_id = $1 AND unbound_at IS NULL',
    [userId],
  );
  return row ? { address: row.address, network: row.network, publicKey: row.public_key } : null;
}

export async function findDepositMemo(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ deposit_memo: string }>('SELECT deposit_memo FROM users WHERE id = $1', [userId]);
  return row?.deposit_memo ?? null;
}
