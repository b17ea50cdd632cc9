import { PERMANENT_EXCLUSION_UNTIL, type LimitPeriod, type RealityCheckMinutes } from '../../src/contract/protection';
import type { Queryable } from '../db/db';
import { logProtectionChange } from './protection-change-log';

export interface ProtectionRow {
  userId: number;
  timeoutUntil: Date | null;
  /** A permanent self-exclusion ('infinity' in the table) reads as PERMANENT_EXCLUSION_UNTIL, so every date comparison still sees it running. */
  excludedUntil: Date | null;
  excludedPermanently: boolean;
  realityCheckMinutes: RealityCheckMinutes;
  termsVersion: string | null;
  termsAcceptedAt: Date | null;
  sessionStartedAt: Date | null;
  sessionLastOrderAt: Date | null;
  sessionNetMicro: bigint;
  /** Running totals of the player's orders per period (migration 130): see `orderTotalsIn`. */
  periods: Record<LimitPeriod, PeriodTotals>;
}

/** The stakes and payouts counted since `startedAt` (null: none counted yet). */
export interface PeriodTotals {
  startedAt: Date | null;
  stakeMicro: bigint;
  payoutMicro: bigint;
}

/** The protection table's columns as the drivers read them. */
export interface ProtectionColumns {
  user_id: bigint;
  timeout_until: Date | null;
  /** Both drivers read 'infinity' as the number Infinity. */
  excluded_until: Date | number | null;
  reality_check_minutes: number;
  terms_version: string | null;
  terms_accepted_at: Date | null;
  session_started_at: Date | null;
  session_last_order_at: Date | null;
  session_net_micro: bigint;
  day_started_at: Date | null;
  day_stake_micro: bigint;
  day_payout_micro: bigint;
  week_started_at: Date | null;
  week_stake_micro: bigint;
  week_payout_micro: bigint;
  month_started_at: Date | null;
  month_stake_micro: bigint;
  month_payout_micro: bigint;
}

const PERMANENT = new Date(PERMANENT_EXCLUSION_UNTIL);

/** The exclusion's end; 'infinity' (a number from the driver, never an invalid Date) is the permanent one. */
const exclusionEnd = (value: Date | number | null): Date | null => (value === null ? null : typeof value === 'number' ? PERMANENT : value);

const toProtection = (row: ProtectionColumns): ProtectionRow => ({
  userId: Number(row.user_id),
  timeoutUntil: row.timeout_until,
  excludedUntil: exclusionEnd(row.excluded_until),
  excludedPermanently: typeof row.excluded_until === 'number',
  realityCheckMinutes: row.reality_check_minutes as RealityCheckMinutes,
  termsVersion: row.terms_version,
  termsAcceptedAt: row.terms_accepted_at,
  sessionStartedAt: row.session_started_at,
  sessionLastOrderAt: row.session_last_order_at,
  sessionNetMicro: row.session_net_micro,
  periods: {
    day: { startedAt: row.day_started_at, stakeMicro: row.day_stake_micro, payoutMicro: row.day_payout_micro },
    week: { startedAt: row.week_started_at, stakeMicro: row.week_stake_micro, payoutMicro: row.week_payout_micro },
    month: { startedAt: row.month_started_at, stakeMicro: row.month_stake_micro, payoutMicro: row.month_payout_micro },
  },
});

/**
 * The player's protection row, created if missing and LOCKED until the transaction ends (an
 * upsert's DO UPDATE takes the row lock): every order and deposit of one player takes it first,
 * so two devices' orders are checked against the limits one after the other, never both against
 * the same total.
 */
export async function lockProtection(tx: Queryable, userId: number): Promise<ProtectionRow> {
  const [row] = await tx.query<ProtectionColumns>(
    `INSERT INTO player_protection (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
     RETURNING *`,
    [userId],
  );
  return toProtection(row!);
}

/**
 * Starts or extends a time-out at `now`; GREATEST: a new one never shortens a longer one already
 * running. The change log keeps the request (its time is what "right after losses" is measured from).
 */
export async function extendTimeout(tx: Queryable, userId: number, until: Date, now: Date): Promise<ProtectionRow> {
  await lockProtection(tx, userId);
  const [row] = await tx.query<ProtectionColumns>('UPDATE player_protection SET timeout_until = GREATEST(timeout_until, $2) WHERE user_id = $1 RETURNING *', [userId, until]);
  await logProtectionChange(tx, userId, { kind: 'time_out', until: row!.timeout_until! }, now);
  return toProtection(row!);
}

/**
 * Starts or extends a self-exclusion at `now` until `until`, or for good (null: 'infinity', which
 * every SQL reader compares correctly, `excluded_until > now()` included); GREATEST: never shorter.
 */
export async function extendExclusion(tx: Queryable, userId: number, until: Date | null, now: Date): Promise<ProtectionRow> {
  await lockProtection(tx, userId);
  const [row] = await tx.query<ProtectionColumns>('UPDATE player_protection SET excluded_until = GREATEST(excluded_until, $2::timestamptz) WHERE user_id = $1 RETURNING *', [userId, until ?? 'infinity']);
  const protection = toProtection(row!);
  await logProtectionChange(tx, userId, { kind: 'self_exclusion', until: protection.excludedPermanently ? 'infinity' : protection.excludedUntil! }, now);
  return protection;
}

export async function recordTerms(tx: Queryable, userId: number, version: string, at: Date): Promise<void> {
  await lockProtection(tx, userId);
  await tx.query('UPDATE player_protection SET terms_version = $2, terms_accepted_at = $3 WHERE user_id = $1', [userId, version, at]);
}

export async function setRealityCheckMinutes(tx: Queryable, userId: number, minutes: RealityCheckMinutes): Promise<void> {
  await lockProtection(tx, userId);
  await tx.query('UPDATE player_protection SET reality_check_minutes = $2 WHERE user_id = $1', [userId, minutes]);
}

/**
 * The protection row from open_order_columns' columns (migration 256: the table's columns, named back by
 * the server's SELECT), read by the drivers as they read the table's own rows.
 */
export const protectionFromColumns = toProtection;
