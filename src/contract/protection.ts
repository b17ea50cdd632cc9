/**
 * Player protection's shared vocabulary (docs/player-protection.md): the limits a
 * player sets, the time-out and self-exclusion lengths, the reality check's intervals, the terms'
 * version, and each period's boundaries in UTC (the server enforces them; the app shows them).
 */
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import { utc } from './utc';

export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A limit above this is no limit at all but a typo: refused with a 400 (1 million USDT). */
export const MAX_LIMIT_MICRO = 1_000_000_000_000n;

/** How long a raise or a removal waits before it applies. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the protection change log records (docs/player-protection.md, "The change log"): a new or
 * lower limit (applies at once), a raise or removal asked for (applies after the delay), a time-out,
 * a self-exclusion. The SQL CHECK repeats this list; a test holds them equal.
 */
export const PROTECTION_CHANGE_KINDS = ['limit_lowered', 'limit_raised', 'time_out', 'self_exclusion'] as const;
export type ProtectionChangeKind = (typeof PROTECTION_CHANGE_KINDS)[number];

export const TIME_OUT_DAYS = [1, 7, 30] as const;
/** The self-exclusion lengths offered where the player's jurisdiction profile names none (null would be permanent). */
export const SELF_EXCLUSION_MONTHS: readonly (number | null)[] = [6, 12, 60];
/** The longest length a profile may offer (100 years); beyond it, permanent (null) is what is meant. */
export const MAX_SELF_EXCLUSION_MONTHS = 1200;
/**
 * The end a permanent self-exclusion shows as (`excludedUntil`, a refusal's `until`): the latest
 * date JavaScript can hold, so a reader that only compares dates still sees it running;
 * `excludedPermanently` says it has no end. The database keeps 'infinity'.
 */
export const PERMANENT_EXCLUSION_UNTIL = new Date(8.64e15).toISOString();
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

/** A play session ends after this long without an order; the next order starts a new one. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** The terms of play in force; a newer version asks the player again before the next deposit. */
export const TERMS_VERSION = '2026-11-1';

/** The start of the period `at` falls in (UTC; weeks start on Monday). */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const day = utc(at);
  if (period === 'day') return new Date(+startOfDay(day));
  if (period === 'week') return new Date(+startOfISOWeek(day));
  return new Date(+startOfMonth(day));
}

/** When the period `at` falls in ends: the limit counts afresh from then. */
export function periodEnd(period: LimitPeriod, at: Date): Date {
  const start = utc(periodStart(period, at));
  if (period === 'day') return new Date(+addDays(start, 1));
  if (period === 'week') return new Date(+addWeeks(start, 1));
  return new Date(+addMonths(start, 1));
}

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** USDT as a decimal string; null while only a pending limit exists. */
  amount: string | null;
  pending?: { amount: string | null; effectiveAt: string };
  /**
   * The limit is the default the player's jurisdiction profile offers (docs/compliance.md,
   * "Jurisdiction profiles"), not one they set: `country` is theirs (null when unknown). Lowering it
   * applies at once; raising or removing it waits as any raise does.
   */
  byDefault?: { country: string | null };
}

export interface ProtectionView {
  limits: LimitView[];
  timeoutUntil: string | null;
  excludedUntil: string | null;
  /** The running self-exclusion has no end (excludedUntil is then PERMANENT_EXCLUSION_UNTIL). */
  excludedPermanently: boolean;
  /** The self-exclusion lengths the player's jurisdiction profile offers, in months; null: permanent. */
  selfExclusionMonths: (number | null)[];
  realityCheckMinutes: RealityCheckMinutes;
  termsVersion: string | null;
  /** The version the player must accept before the next deposit. */
  currentTermsVersion: string;
  /** The reality check's session, counted by the server across tabs and devices; null before any order. */
  session: { startedAt: string; playedSeconds: number; net: string; nextCheckAt: string } | null;
}

/** The details a refused order carries (403 limit_reached, timed_out, self_excluded). */
export type ProtectionRefusal =
  | { kind: LimitKind; period: LimitPeriod; limit: string; resetsAt: string }
  | { until: string; permanent?: 'true' };
