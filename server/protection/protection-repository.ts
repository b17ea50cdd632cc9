import type { RealityCheckMinutes } from '../../src/contract/protection';
import type { Queryable } from '../db/db';

export interface ProtectionRow {
  userId: number;
  timeoutUntil: Date | null;
  excludedUntil: Date | null;
  realityCheckMinutes: RealityCheckMinutes;
  termsVersion: string | null;
  termsAcceptedAt: Date | null;
  sessionStartedAt: Date | null;
  sessionLastOrderAt: Date | null;
  sessionNetMicro: bigint;
}

interface Row {
  user_id: bigint;
  timeout_until: Date | null;
  excluded_until: Date | null;
  reality_check_minutes: number;
  terms_version: string | null;
  terms_accepted_at: Date | null;
  session_started_at: Date | null;
  session_last_order_at: Date | null;
  session_net_micro: bigint;
}

const toProtection = (row: Row): ProtectionRow => ({
  userId: Number(row.user_id),
  timeoutUntil: row.timeout_until,
  excludedUntil: row.excluded_until,
  realityCheckMinutes: row.reality_check_minutes as RealityCheckMinutes,
  termsVersion: row.terms_version,
  termsAcceptedAt: row.terms_accepted_at,
  sessionStartedAt: row.session_started_at,
  sessionLastOrderAt: row.session_last_order_at,
  sessionNetMicro: row.session_net_micro,
});

/**
 * The player's protection row, created if missing and LOCKED until the transaction ends (an
 * upsert's DO UPDATE takes the row lock): every order and deposit of one player takes it first,
 * so two devices' orders are checked against the limits one after the other, never both against
 * the same total.
 */
export async function lockProtection(tx: Queryable, userId: number): Promise<ProtectionRow> {
  const [row] = await tx.query<Row>(
    `INSERT INTO player_protection (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
     RETURNING *`,
    [userId],
  );
  return toProtection(row!);
}

/** Starts or extends a time-out; GREATEST: a new one never shortens a longer one already running. */
export async function extendTimeout(tx: Queryable, userId: number, until: Date): Promise<ProtectionRow> {
  await lockProtection(tx, userId);
  const [row] = await tx.query<Row>('UPDATE player_protection SET timeout_until = GREATEST(timeout_until, $2) WHERE user_id = $1 RETURNING *', [userId, until]);
  return toProtection(row!);
}

export async function extendExclusion(tx: Queryable, userId: number, until: Date): Promise<ProtectionRow> {
  await lockProtection(tx, userId);
  const [row] = await tx.query<Row>('UPDATE player_protection SET excluded_until = GREATEST(excluded_until, $2) WHERE user_id = $1 RETURNING *', [userId, until]);
  return toProtection(row!);
}

export async function recordTerms(tx: Queryable, userId: number, version: string, at: Date): Promise<void> {
  await lockProtection(tx, userId);
  await tx.query('UPDATE player_protection SET terms_version = $2, terms_accepted_at = $3 WHERE user_id = $1', [userId, version, at]);
}

export async function setRealityCheckMinutes(tx: Queryable, userId: number, minutes: RealityCheckMinutes): Promise<void> {
  await lockProtection(tx, userId);
  await tx.query('UPDATE player_protection SET reality_check_minutes = $2 WHERE user_id = $1', [userId, minutes]);
}

/** Counts an order into the play session: a new session after SESSION_GAP_MS without orders. */
export async function recordSessionOrder(tx: Queryable, userId: number, at: Date, netMicro: bigint, gapMs: number): Promise<void> {
  await tx.query(
    `UPDATE player_protection SET
       session_started_at = CASE WHEN session_last_order_at IS NULL OR session_last_order_at < $2::timestamptz - make_interval(secs => $4::double precision / 1000) THEN $2 ELSE session_started_at END,
       session_net_micro = CASE WHEN session_last_order_at IS NULL OR session_last_order_at < $2::timestamptz - make_interval(secs => $4::double precision / 1000) THEN $3 ELSE session_net_micro + $3 END,
       session_last_order_at = $2
     WHERE user_id = $1`,
    [userId, at, netMicro, gapMs],
  );
}
