/** What the books say (reconciliation), what operators did (audit log), how the business goes (dashboard). */
import { z } from 'zod';
import { AUDIT_ACTIONS, OPERATOR_ROLES, type AdminAuditResponse, type AdminDashboard, type AdminReconciliation, type GgrLine } from '../../admin';
import { BET_OPTIONS, GAMES, type BetOption } from '../../games';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { Id, OperatorRefSchema } from './parts';

const AuditQuery = z.object({
  operator: Id.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target: z.string().min(1).max(100).optional(),
  outcome: z.enum(['done', 'refused']).optional(),
  /** An entry id: the next page starts below it. */
  before: Id.optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).default(50),
});

const Reconciliation = schemaOf<AdminReconciliation>()(
  z.object({
    ok: z.boolean(),
    sum: z.string(),
    mismatches: z.array(z.object({ account: z.string(), balance: z.string(), transfers: z.string() })),
    hotWallet: z.object({ onChain: z.string(), books: z.string(), unattributed: z.string(), ok: z.boolean() }).nullable(),
    checkedAt: z.string(),
  }),
);

const Audit = schemaOf<AdminAuditResponse>()(
  z.object({
    data: z.array(
      z.object({
        id: z.number(),
        at: z.string(),
        operator: OperatorRefSchema,
        role: z.enum(OPERATOR_ROLES).nullable(),
        action: z.enum(AUDIT_ACTIONS),
        target: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
        outcome: z.enum(['done', 'refused']),
        reason: z.string().nullable(),
      }),
    ),
    nextBefore: z.number().nullable(),
  }),
);

const ggrFields = { stakes: z.string(), payouts: z.string(), ggr: z.string() } satisfies Record<keyof GgrLine, z.ZodType>;
const Money = z.object({ count: z.number(), amount: z.string() });
const Dashboard = schemaOf<AdminDashboard>()(
  z.object({
    from: z.string(),
    to: z.string(),
    ggrByDay: z.array(z.object({ ...ggrFields, day: z.string(), referralCost: z.string(), ngr: z.string() })),
    ggrByGame: z.array(z.object({ ...ggrFields, game: z.enum(GAMES) })),
    options: z.array(
      z.object({
        game: z.enum(GAMES),
        option: z.enum(BET_OPTIONS as [BetOption, ...BetOption[]]),
        orders: z.number(),
        stakes: z.string(),
        payouts: z.string(),
        actualReturn: z.number().nullable(),
        expectedReturn: z.number(),
        interval: z.object({ low: z.number(), high: z.number() }).nullable(),
      }),
    ),
    deposits: Money,
    withdrawals: Money,
    activePlayers: z.number(),
    owedToPlayers: z.string(),
    hotWalletBalance: z.string().nullable(),
    awaitingApproval: Money,
    payouts: z.object({ stuck: z.number(), oldestStuckSince: z.string().nullable(), lowOnTon: z.boolean().nullable(), hotWalletTon: z.string().nullable() }).nullable(),
    reconciliation: z
      .object({ ok: z.boolean(), checkedAt: z.string(), difference: z.string(), booksSum: z.string(), mismatches: z.number(), chainUnknown: z.boolean() })
      .nullable(),
  }),
);

export const adminReportEndpoints = defineEndpoints({
  'GET /reconciliation': { response: { 200: data(Reconciliation) }, errors: [] },
  /** Newest first; nextBefore is null on the last page. */
  'GET /audit': { query: AuditQuery, response: { 200: Audit }, errors: [] },
  /** The last `days` days in UTC (1-366, default 30), today included. */
  'GET /dashboard': { query: z.object({ days: z.coerce.number<number>().int().min(1).max(366).default(30) }), response: { 200: data(Dashboard) }, errors: [] },
});
