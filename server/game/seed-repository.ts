import type { Queryable } from '../db/db';
import { newClientSeed, newServerSeed, seedHash } from './rules';

export interface ActiveSeed {
  id: number;
  seed: string;
  seedHash: string;
  clientSeed: string;
  nextNonce: number;
  /** The hash of the server seed the next rotation makes current (migration 030); null on seeds revealed before it. */
  nextSeedHash: string | null;
}

interface SeedRow {
  id: bigint;
  seed: string;
  seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  next_seed: string | null;
  next_seed_hash: string | null;
}

const COLUMNS = 'id, seed, seed_hash, client_seed, next_seed, next_seed_hash';

const toSeed = (row: SeedRow): ActiveSeed => ({
  id: Number(row.id),
  seed: row.seed,
  seedHash: row.seed_hash,
  clientSeed: row.client_seed,
  nextNonce: Number(row.next_nonce),
  nextSeedHash: row.next_seed_hash,
});

/**
 * Creates the player's active seed unless one exists (the partial unique index decides). Called
 * when the player's row is created, so the commitment exists before anything else is asked.
 * `seed`: the server seed committed by the seed before it (rotation); a fresh one otherwise. The
 * seed after this one is drawn now, before any client seed for it can be known.
 */
export async function insertActiveSeed(q: Queryable, userId: number, clientSeed = newClientSeed(), seed = newServerSeed()): Promise<void> {
  const nextSeed = newServerSeed();
  await q.query(
    `INSERT INTO game_seeds (user_id, seed, seed_hash, client_seed, next_seed, next_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [userId, seed, seedHash(seed), clientSeed, nextSeed, seedHash(nextSeed)],
  );
}

export async function findActiveSeed(q: Queryable, userId: number): Promise<ActiveSeed | null> {
  const [row] = await q.query<SeedRow>(
    `SELECT ${COLUMNS}, next_nonce FROM game_seeds WHERE user_id = $1 AND revealed_at IS NULL`,
    [userId],
  );
  return row ? toSeed(row) : null;
}

/** The active seed; creates one only for a player whose creation predates seeds-at-first-sight and missed migration 004. */
export async function ensureActiveSeed(q: Queryable, userId: number): Promise<ActiveSeed> {
  const found = await findActiveSeed(q, userId);
  if (found) return found;
  await insertActiveSeed(q, userId);
  const created = await findActiveSeed(q, userId);
  if (!created) throw new Error('no active seed after creating one');
  return created;
}

/**
 * Takes the next nonce of the player's active seed, locking the seed row until the transaction
 * ends; returns the seed with `nextNonce` = the nonce taken.
 */
export async function takeNonce(tx: Queryable, userId: number): Promise<ActiveSeed> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await tx.query<SeedRow>(
      `UPDATE game_seeds SET next_nonce = next_nonce + 1
       WHERE user_id = $1 AND revealed_at IS NULL
       RETURNING ${COLUMNS}, next_nonce - 1 AS next_nonce`,
      [userId],
    );
    if (row) return toSeed(row);
    // A rotation committed between our snapshot and the update (or a seedless legacy row).
    await insertActiveSeed(tx, userId);
  }
  throw new Error('could not take a nonce');
}

/**
 * Reveals the active seed and makes the server seed it committed to (its next_seed, whose hash the
 * player saw before choosing) current with `clientSeed` (random when absent); returns the revealed
 * seed and the new one. The client seed cannot change which server seed comes next.
 */
export async function rotateSeed(tx: Queryable, userId: number, clientSeed?: string): Promise<{ previous: ActiveSeed; next: ActiveSeed }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [revealed] = await tx.query<SeedRow>(
      `UPDATE game_seeds SET revealed_at = now()
       WHERE user_id = $1 AND revealed_at IS NULL
       RETURNING ${COLUMNS}, next_nonce`,
      [userId],
    );
    if (!revealed) {
      // A concurrent rotation replaced the seed we waited on: retry on its successor.
      await insertActiveSeed(tx, userId);
      continue;
    }
    await insertActiveSeed(tx, userId, clientSeed, revealed.next_seed ?? undefined);
    const next = await findActiveSeed(tx, userId);
    if (!next) throw new Error('no active seed after rotation');
    return { previous: toSeed(revealed), next };
  }
  throw new Error('could not rotate the seed');
}
