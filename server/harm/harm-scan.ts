/**
 * The markers of harm (docs/back-office.md, "Markers of harm"), computed per player from the
 * records, each against the thresholds of the player's jurisdiction profile. A crossed marker
 * opens a case (at most one open per player and marker: the unique index decides, so two scans
 * at once still open one). It never changes a player's money or settings: that is for a person.
 */
import type { HarmMarker } from '../../src/contract/harm-markers';
import type { HarmThresholds, JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';


interface Figures {
  user_id: bigint | string;
  /** The player's country as the server knows it (residence, else IP, else phone); null: unknown. */
  jurisdiction: string | null;
  deposits_recent: string;
  deposits_before: string;
  deposit_count: number;
  deposit_count_before: number;
  orders: number;
  night_orders: number;
  wallets: number;
  complaints: number;
  /** Raises (or removals) asked for in the last 30 days within limitReversalDays (of the player's profile) of a lowering of the same limit. */
  limit_reversals: number;
  /** The largest loss (stakes minus payouts) in the timeoutLossHours (of the player's profile) before a time-out of the last 30 days. */
  timeout_loss_micro: string;
}

/** The windows the player's profile sets for the figures that need one: per known country, and the "*" profile's for the rest. */
interface Windows {
  countries: string[];
  reversalDays: number[];
  lossHours: number[];
  fallback: HarmThresholds;
}

async function windowsOf(q: Queryable, jurisdictions: JurisdictionProfiles): Promise<Windows> {
  const rows = await q.query<{ country: string }>(
    'SELECT DISTINCT coalesce(residence, ip_country, phone_country) AS country FROM jurisdiction_signals WHERE coalesce(residence, ip_country, phone_country) IS NOT NULL',
  );
  const countries = rows.map((row) => row.country);
  const of = (country: string) => jurisdictions.of(country).harmMarkers;
  return {
    countries,
    reversalDays: countries.map((c) => of(c).limitReversalDays),
    lossHours: countries.map((c) => of(c).timeoutLossHours),
    fallback: jurisdictions.of(null).harmMarkers,
  };
}

/** The figures of every player with any activity in the last 90 days, each window from the player's profile. */
async function figures(q: Queryable, now: Date, w: Windows): Promise<Figures[]> {
  return q.query<Figures>(
    `WITH active AS (
       SELECT user_id FROM orders WHERE created_at > $1::timestamptz - interval '30 days'
       UNION SELECT user_id FROM deposits WHERE user_id IS NOT NULL AND created_at > $1::timestamptz - interval '60 days'
       UNION SELECT user_id FROM wallet_bindings WHERE bound_at > $1::timestamptz - interval '90 days'
       UNION SELECT user_id FROM complaints WHERE created_at > $1::timestamptz - interval '30 days'
       UNION SELECT user_id FROM protection_changes WHERE created_at > $1::timestamptz - interval '30 days'
     ), players AS (
       SELECT a.user_id, coalesce(s.residence, s.ip_country, s.phone_country) AS jurisdiction
       FROM active a LEFT JOIN jurisdiction_signals s ON s.user_id = a.user_id
     ), placed AS (
       SELECT p.user_id, p.jurisdiction, coalesce(w.days, $2::int) AS reversal_days, coalesce(w.hours, $3::int) AS loss_hours
       FROM players p LEFT JOIN unnest($4::text[], $5::int[], $6::int[]) AS w(country, days, hours) ON w.country = p.jurisdiction
     )
     SELECT a.user_id, a.jurisdiction,
       (SELECT coalesce(sum(amount_micro), 0)::text FROM deposits d WHERE d.user_id = a.user_id AND d.created_at > $1::timestamptz - interval '30 days') AS deposits_recent,
       (SELECT coalesce(sum(amount_micro), 0)::text FROM deposits d WHERE d.user_id = a.user_id AND d.created_at <= $1::timestamptz - interval '30 days' AND d.created_at > $1::timestamptz - interval '60 days') AS deposits_before,
       (SELECT count(*)::int FROM deposits d WHERE d.user_id = a.user_id AND d.created_at > $1::timestamptz - interval '30 days') AS deposit_count,
       (SELECT count(*)::int FROM deposits d WHERE d.user_id = a.user_id AND d.created_at <= $1::timestamptz - interval '30 days' AND d.created_at > $1::timestamptz - interval '60 days') AS deposit_count_before,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = a.user_id AND o.created_at > $1::timestamptz - interval '30 days') AS orders,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = a.user_id AND o.created_at > $1::timestamptz - interval '30 days'
          AND extract(hour FROM o.created_at AT TIME ZONE 'UTC') < 6) AS night_orders,
       (SELECT count(*)::int FROM wallet_bindings w WHERE w.user_id = a.user_id AND w.bound_at > $1::timestamptz - interval '90 days') AS wallets,
       (SELECT count(*)::int FROM complaints c WHERE c.user_id = a.user_id AND c.created_at > $1::timestamptz - interval '30 days') AS complaints,
       (SELECT count(*)::int FROM protection_changes r WHERE r.user_id = a.user_id AND r.kind = 'limit_raised' AND r.created_at > $1::timestamptz - interval '30 days'
          AND EXISTS (SELECT 1 FROM protection_changes l WHERE l.user_id = r.user_id AND l.kind = 'limit_lowered'
            AND l.limit_kind = r.limit_kind AND l.limit_period = r.limit_period
            AND l.created_at <= r.created_at AND l.created_at > r.created_at - make_interval(days => a.reversal_days))) AS limit_reversals,
       (SELECT coalesce(max((SELECT coalesce(sum(o.amount_micro - o.payout_micro), 0) FROM orders o
            WHERE o.user_id = c.user_id AND o.created_at <= c.created_at AND o.created_at > c.created_at - make_interval(hours => a.loss_hours))), 0)::text
          FROM protection_changes c WHERE c.user_id = a.user_id AND c.kind = 'time_out' AND c.created_at > $1::timestamptz - interval '30 days') AS timeout_loss_micro
     FROM placed a`,
    [now, w.fallback.limitReversalDays, w.fallback.timeoutLossHours, w.countries, w.reversalDays, w.lossHours],
  );
}

/** Each marker the figures cross, with what the case records. */
export function crossedMarkers(f: Figures, t: HarmThresholds): { marker: HarmMarker; details: Record<string, number> }[] {
  const crossed: { marker: HarmMarker; details: Record<string, number> }[] = [];
  const recent = Number(f.deposits_recent) / 1e6;
  const before = Number(f.deposits_before) / 1e6;
  // Frequency and amount both rising: larger but fewer deposits, or more of smaller ones, are not the marker.
  const amountRising = recent >= t.depositRiseRatio * before && recent > before;
  const frequencyRising = f.deposit_count >= t.depositFrequencyRatio * f.deposit_count_before && f.deposit_count > f.deposit_count_before;
  if (f.deposit_count >= t.depositRiseMinCount && amountRising && frequencyRising) {
    crossed.push({
      marker: 'deposits_rising',
      details: {
        depositsLast30Days: recent,
        depositsPrevious30Days: before,
        count: f.deposit_count,
        countPrevious30Days: f.deposit_count_before,
        ratio: t.depositRiseRatio,
        frequencyRatio: t.depositFrequencyRatio,
      },
    });
  }
  if (f.orders >= t.nightMinOrders && f.night_orders / f.orders >= t.nightShare) {
    crossed.push({ marker: 'night_play', details: { orders: f.orders, nightOrders: f.night_orders, share: t.nightShare } });
  }
  if (f.wallets >= t.wallets) crossed.push({ marker: 'many_wallets', details: { walletsLast90Days: f.wallets, threshold: t.wallets } });
  if (f.complaints >= t.complaints) crossed.push({ marker: 'complaints', details: { complaintsLast30Days: f.complaints, threshold: t.complaints } });
  if (f.limit_reversals > 0) crossed.push({ marker: 'limits_lowered_raised', details: { raisesAfterLowering: f.limit_reversals, withinDays: t.limitReversalDays } });
  const timeoutLoss = Number(f.timeout_loss_micro) / 1e6;
  if (timeoutLoss > 0 && timeoutLoss >= t.timeoutLossUsdt) {
    crossed.push({ marker: 'timeout_after_losses', details: { lossBeforeTimeOut: timeoutLoss, hours: t.timeoutLossHours, threshold: t.timeoutLossUsdt } });
  }
  return crossed;
}

/** Scans every active player; returns the cases it opened. */
export async function scanHarmMarkers(q: Queryable, jurisdictions: JurisdictionProfiles, now: Date): Promise<{ userId: number; marker: HarmMarker }[]> {
  const opened: { userId: number; marker: HarmMarker }[] = [];
  for (const row of await figures(q, now, await windowsOf(q, jurisdictions))) {
    // The player's own profile: their declared residence, else their IP's country, else their phone's, else "*".
    for (const { marker, details } of crossedMarkers(row, jurisdictions.of(row.jurisdiction).harmMarkers)) {
      const [inserted] = await q.query<{ id: bigint }>(
        `INSERT INTO harm_cases (user_id, marker, details, opened_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, marker) WHERE status = 'open' DO NOTHING RETURNING id`,
        [row.user_id, marker, JSON.stringify(details), now],
      );
      if (inserted) opened.push({ userId: Number(row.user_id), marker });
    }
  }
  return opened;
}

