/**
 * Revenue lines for a span of UTC days (docs/back-office.md, "Reports"): each closed month's
 * frozen buckets, each open month's live ones, grouped by day, month, game or jurisdiction.
 */
import { formatUsdt } from '../../src/contract/money';
import { NO_GAME_KEY, type RevenueGrouping, type RevenueLine } from '../../src/contract/admin-revenue';
import type { Queryable } from '../db/db';
import { closedMonths, frozenBuckets, liveBuckets, nextMonthStart, type RevenueBucket } from './revenue-buckets';

const DAY_MS = 86_400_000;

function addDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The buckets of [from, to] (UTC days, both included), frozen where their month is closed. */
export async function revenueBuckets(q: Queryable, from: string, to: string): Promise<RevenueBucket[]> {
  const closed = new Set((await closedMonths(q)).map((c) => c.month));
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonthStart(month).slice(0, 7)) months.push(month);
  const frozen = (await frozenBuckets(q, months.filter((m) => closed.has(m)))).filter((b) => b.day >= from && b.day <= to);
  const live = (await liveBuckets(q, from, addDay(to))).filter((b) => !closed.has(b.day.slice(0, 7)));
  return [...frozen, ...live];
}

function keyOf(bucket: RevenueBucket, by: RevenueGrouping): string {
  if (by === 'day') return bucket.day;
  if (by === 'month') return bucket.day.slice(0, 7);
  if (by === 'jurisdiction') return bucket.jurisdiction;
  return bucket.game ?? NO_GAME_KEY;
}

/** The lines, in key order; a key with nothing in it is left out. */
export function groupRevenue(buckets: readonly RevenueBucket[], by: RevenueGrouping): RevenueLine[] {
  const sums = new Map<string, { turnover: bigint; payouts: bigint; referral: bigint }>();
  for (const b of buckets) {
    const key = keyOf(b, by);
    const sum = sums.get(key) ?? { turnover: 0n, payouts: 0n, referral: 0n };
    sum.turnover += b.turnoverMicro;
    sum.payouts += b.payoutsMicro;
    sum.referral += b.referralMicro;
    sums.set(key, sum);
  }
  const keys = [...sums.keys()];
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
  keys.sort();
  return keys
    .map((key) => [key, sums.get(key)!] as const)
    .map(([key, s]) => ({
      key,
      turnover: formatUsdt(s.turnover),
      payouts: formatUsdt(s.payouts),
      ggr: formatUsdt(s.turnover - s.payouts),
      referralCost: formatUsdt(s.referral),
      ngr: formatUsdt(s.turnover - s.payouts - s.referral),
    }));
}

const CSV_COLUMNS = ['key', 'turnover', 'payouts', 'ggr', 'referralCost', 'ngr'] as const;

/** RFC 4180 with CRLF, UTF-8 with a BOM so spreadsheet apps read it as UTF-8. */
export function revenueCsv(lines: readonly RevenueLine[]): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = [CSV_COLUMNS.join(','), ...lines.map((line) => CSV_COLUMNS.map((c) => quote(line[c])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
