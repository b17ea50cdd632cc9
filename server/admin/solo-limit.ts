/**
 * What one operator may post or approve alone (docs/back-office.md, "Two operators"): bounded by
 * the sum, per player and per rolling 24 hours, not by each request, so ten requests at the
 * threshold cannot add up to ten times it. The caller holds the player's solo lock for the rest
 * of its transaction: concurrent requests for one player read the sum one after another.
 */
import type { Queryable } from '../db/db';

export const SOLO_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SoloKind = 'adjustment' | 'withdrawal';

/**
 * A transaction-scoped advisory lock on (kind, player): taken by nothing but these checks, so it
 * cannot deadlock with the books' row locks; released at commit or rollback.
 */
export async function lockSoloLimit(tx: Queryable, kind: SoloKind, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`solo-limit:${kind}:player:${userId}`]);
}

/** Σ |amount| of the adjustments this operator posted alone for the player since `since`. */
export async function soloAdjustedSince(q: Queryable, operatorId: number, userId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: bigint }>(
    `SELECT COALESCE(sum(abs(amount_micro)), 0)::bigint AS total FROM adjustments
     WHERE user_id = $1 AND requested_by = $2 AND status = 'posted' AND approved_by IS NULL AND decided_at > $3`,
    [userId, operatorId, since],
  );
  return row?.total ?? 0n;
}

/**
 * Σ amount of the player's withdrawals this operator approved alone since `since`: those that left
 * the queue on one approval, theirs (a rejected one never paid out, so it does not count).
 */
export async function soloApprovedSince(q: Queryable, operatorId: number, userId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: bigint }>(
    `SELECT COALESCE(sum(w.amount_micro), 0)::bigint AS total FROM withdrawals w
     JOIN withdrawal_approvals a ON a.withdrawal_id = w.id
     WHERE w.user_id = $1 AND a.operator_telegram_id = $2 AND a.at > $3
       AND w.status NOT IN ('awaiting_approval', 'rejected_refunded')
       AND NOT EXISTS (SELECT 1 FROM withdrawal_approvals b WHERE b.withdrawal_id = w.id AND b.operator_telegram_id <> a.operator_telegram_id)`,
    [userId, operatorId, since],
  );
  return row?.total ?? 0n;
}

export const windowStart = (at: Date) => new Date(at.getTime() - SOLO_WINDOW_MS);
