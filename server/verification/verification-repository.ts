/** A player's verification tier and its history (migration 170): one writer, this file. */
import type { ReviewAnswer, VerificationSource, VerificationTier } from '../../src/contract/verification';
import type { Db, Queryable } from '../db/db';

export interface VerificationRow {
  tier: VerificationTier;
  applicantId: string | null;
}

export async function findVerification(q: Queryable, userId: number): Promise<VerificationRow> {
  const [row] = await q.query<{ tier: number; applicant_id: string | null }>('SELECT tier, applicant_id FROM player_verification WHERE user_id = $1', [userId]);
  return { tier: (row?.tier ?? 0) as VerificationTier, applicantId: row?.applicant_id ?? null };
}

/** Remembers the provider's applicant for the player (the tier stays as it is). */
export async function saveApplicantId(q: Queryable, userId: number, applicantId: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO player_verification (user_id, tier, applicant_id, updated_at) VALUES ($1, 0, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET applicant_id = excluded.applicant_id, updated_at = excluded.updated_at`,
    [userId, applicantId, at],
  );
}

export interface ProviderReview {
  userId: number;
  applicantId: string;
  levelName: string;
  answer: ReviewAnswer;
  /** The tier a GREEN on this level proves; null: a level that proves none (recorded only). */
  levelTier: VerificationTier | null;
  /** The webhook's digest: the same webhook twice is recorded once. */
  digest: string;
  at: Date;
}

export type ReviewOutcome = { status: 'recorded'; tierBefore: VerificationTier; tierAfter: VerificationTier } | { status: 'duplicate' };

/**
 * Records a provider's review and moves the tier in one transaction: a GREEN raises the tier to
 * the level's (never lowers it); a RED is recorded with the tier as it was, for an operator to
 * decide on. A webhook seen before (same digest) changes nothing.
 */
export function recordProviderReview(db: Db, review: ProviderReview): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO player_verification (user_id, tier, updated_at) VALUES ($1, 0, $2) ON CONFLICT (user_id) DO NOTHING', [review.userId, review.at]);
    const [locked] = await tx.query<{ tier: number }>('SELECT tier FROM player_verification WHERE user_id = $1 FOR UPDATE', [review.userId]);
    const tierBefore = locked!.tier as VerificationTier;
    const raised = review.answer === 'GREEN' && review.levelTier !== null ? Math.max(tierBefore, review.levelTier) : tierBefore;
    const tierAfter = raised as VerificationTier;
    const inserted = await tx.query<{ id: bigint }>(
      `INSERT INTO verification_events (user_id, source, tier_before, tier_after, answer, level_name, applicant_id, payload_digest, created_at)
       VALUES ($1, 'provider', $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (payload_digest) DO NOTHING RETURNING id`,
      [review.userId, tierBefore, tierAfter, review.answer, review.levelName, review.applicantId, review.digest, review.at],
    );
    if (inserted.length === 0) return { status: 'duplicate' };
    await tx.query('UPDATE player_verification SET tier = $2, applicant_id = $3, updated_at = $4 WHERE user_id = $1', [review.userId, tierAfter, review.applicantId, review.at]);
    return { status: 'recorded', tierBefore, tierAfter };
  });
}

export interface VerificationEvent {
  source: VerificationSource;
  tierBefore: number;
  tierAfter: number;
  answer: ReviewAnswer | null;
  levelName: string | null;
  at: Date;
}

/** The player's history, oldest first (the back office's player page). */
export async function verificationHistory(q: Queryable, userId: number): Promise<VerificationEvent[]> {
  const rows = await q.query<{ source: VerificationSource; tier_before: number; tier_after: number; answer: ReviewAnswer | null; level_name: string | null; created_at: Date }>(
    'SELECT source, tier_before, tier_after, answer, level_name, created_at FROM verification_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({ source: r.source, tierBefore: r.tier_before, tierAfter: r.tier_after, answer: r.answer, levelName: r.level_name, at: r.created_at }));
}

export type OperatorTierOutcome = { status: 'changed'; tierBefore: VerificationTier; tierAfter: VerificationTier } | { status: 'unchanged'; tier: VerificationTier };

/**
 * An operator's decision on the tier (raise or lower), inside the caller's transaction (the back
 * office's audited one): a line in the history naming the operator, then the tier. The same tier
 * again changes and records nothing.
 */
export async function setTierByOperator(tx: Queryable, userId: number, tier: VerificationTier, operatorTelegramId: number, at: Date): Promise<OperatorTierOutcome> {
  await tx.query('INSERT INTO player_verification (user_id, tier, updated_at) VALUES ($1, 0, $2) ON CONFLICT (user_id) DO NOTHING', [userId, at]);
  const [locked] = await tx.query<{ tier: number }>('SELECT tier FROM player_verification WHERE user_id = $1 FOR UPDATE', [userId]);
  const tierBefore = locked!.tier as VerificationTier;
  if (tierBefore === tier) return { status: 'unchanged', tier };
  await tx.query(
    `INSERT INTO verification_events (user_id, source, tier_before, tier_after, operator_telegram_id, created_at) VALUES ($1, 'operator', $2, $3, $4, $5)`,
    [userId, tierBefore, tier, operatorTelegramId, at],
  );
  await tx.query('UPDATE player_verification SET tier = $2, updated_at = $3 WHERE user_id = $1', [userId, tier, at]);
  return { status: 'changed', tierBefore, tierAfter: tier };
}
