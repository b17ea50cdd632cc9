/** Revenue from the books per day, month, game or jurisdiction, its CSV, and the monthly close (docs/back-office.md, "Reports"). */
import { z } from 'zod';
import { REVENUE_GROUPINGS, type RevenueClose, type RevenueLine } from '../../admin-revenue';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-03').refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'must be a real date');

/** UTC days, both included; `to` not before `from`, at most ten years apart. */
export const RevenueQuery = z
  .object({ from: Day, to: Day, by: z.enum(REVENUE_GROUPINGS).default('day') })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 3660 * 86_400_000, { message: 'at most ten years at once', path: ['to'] });

const Line = schemaOf<RevenueLine>()(
  z.object({ key: z.string(), turnover: z.string(), payouts: z.string(), ggr: z.string(), referralCost: z.string(), ngr: z.string() }),
);
const Close = schemaOf<RevenueClose>()(z.object({ month: z.string(), closedAt: z.string(), closedBy: z.number() }));

export const adminRevenueEndpoints = defineEndpoints({
  'GET /reports/revenue': { query: RevenueQuery, response: { 200: data(z.array(Line)) }, errors: [] },
  /** text/csv (RFC 4180, UTF-8 with a BOM for spreadsheet apps): the same lines. */
  'GET /reports/revenue.csv': { query: RevenueQuery, response: { 200: z.string() }, errors: [] },
  /** Freezes a month that has ended; 409 for the running month or one already closed. */
  'POST /reports/close': { body: z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-10') }), response: { 200: data(Close) }, errors: ['month_open', 'month_closed'] },
  'GET /reports/closes': { response: { 200: data(z.array(Close)) }, errors: [] },
});
