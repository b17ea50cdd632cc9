import type { Queryable } from '../db/db';

export interface Circle {
  circleId: number;
  earnFromChildMicro: bigint;
  isWithdrawn: boolean;
  referrals: number;
}

interface CircleRow {
  circle_id: number;
  earn_from_child_micro: bigint;
  is_withdrawn: boolean;
  referrals: number;
}

const toCircle = (row: CircleRow): Circle => ({
  circleId: row.circle_id,
  earnFromChildMicro: row.earn_from_child_micro,
  isWithdrawn: row.is_withdrawn,
  referrals: row.referrals,
});

/**
 * Adds a referred player's share to the referrer's circle (created on first earning) and counts
 * the player once per circle. Returns false, changing nothing, when that circle is already
 * withdrawn (an order racing the week's end); the caller then books into the current circle.
 */
export async function accrueToCircle(
  tx: Queryable,
  referrerId: number,
  circleId: number,
  playerId: number,
  shareMicro: bigint,
): Promise<boolean> {
  const upserted = await tx.query(
    `INSERT INTO ref_circles (user_id, circle_id, earn_from_child_micro) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, circle_id) DO UPDATE
       SET earn_from_child_micro = ref_circles.earn_from_child_micro + EXCLUDED.earn_from_child_micro
       WHERE NOT ref_circles.is_withdrawn
     RETURNING circle_id`,
    [referrerId, circleId, shareMicro],
  );
  if (upserted.length === 0) return false;
  await tx.query(
    `WITH counted AS (
       INSERT INTO ref_circle_players (user_id, circle_id, player_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING player_id
     )
     UPDATE ref_circles SET referrals = referrals + 1
     WHERE user_id = $1 AND circle_id = $2 AND EXISTS (SELECT 1 FROM counted)`,
    [referrerId, circleId, playerId],
  );
  return true;
}

/** The referrer's circles, newest first, at most `limit`. */
export async function listCircles(q: Queryable, userId: number, limit: number): Promise<Circle[]> {
  const rows = await q.query<CircleRow>(
    `SELECT circle_id, earn_from_child_micro, is_withdrawn, referrals FROM ref_circles
     WHERE user_id = $1 ORDER BY circle_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toCircle);
}

export async function findCircle(q: Queryable, userId: number, circleId: number): Promise<Circle | null> {
  const [row] = await q.query<CircleRow>(
    'SELECT circle_id, earn_from_child_micro, is_withdrawn, referrals FROM ref_circles WHERE user_id = $1 AND circle_id = $2',
    [userId, circleId],
  );
  return row ? toCircle(row) : null;
}

/**
 * Marks a circle withdrawn if it is not yet and has earnings; the row lock and the condition make
 * it succeed for exactly one of any number of concurrent requests. Returns the amount, or null.
 */
export async function markCircleWithdrawn(tx: Queryable, userId: number, circleId: number): Promise<bigint | null> {
  const [row] = await tx.query<{ earn_from_child_micro: bigint }>(
    `UPDATE ref_circles SET is_withdrawn = true, withdrawn_at = now()
     WHERE user_id = $1 AND circle_id = $2 AND NOT is_withdrawn AND earn_from_child_micro > 0
     RETURNING earn_from_child_micro`,
    [userId, circleId],
  );
  return row ? row.earn_from_child_micro : null;
}
