import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS, type AdminReconciliation } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import { reconcileBooks } from '../books/reconciliation';
import type { AdminDeps } from './admin-deps';
import { listAudit } from './audit-repository';
import { buildDashboard } from './dashboard';

const AuditQuery = z.object({
  operator: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target: z.string().min(1).max(100).optional(),
  outcome: z.enum(['done', 'refused']).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const DashboardQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/** What the books say (reconciliation), what operators did (audit), how the business goes (dashboard). */
export async function adminReportRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/reconciliation',
    config: { admin: { role: 'viewer', action: 'reconciliation.view' } },
    handler: async () => {
      const onChain = deps.onChainUsdt;
      let result = await reconcileBooks(deps.db);
      // The indexer may be down: the books' own check still answers, with the chain marked unknown.
      if (onChain) result = await reconcileBooks(deps.db, onChain).catch(() => result);
      const view: AdminReconciliation = {
        ok: result.ok,
        sum: formatUsdt(result.sumMicro),
        mismatches: result.mismatches.map((m) => ({ account: m.account, balance: formatUsdt(m.balanceMicro), transfers: formatUsdt(m.transfersMicro) })),
        hotWallet: result.hotWallet && {
          onChain: formatUsdt(result.hotWallet.onChainMicro),
          books: formatUsdt(result.hotWallet.booksMicro),
          unattributed: formatUsdt(result.hotWallet.unattributedMicro),
          ok: result.hotWallet.ok,
        },
        checkedAt: deps.clock().toISOString(),
      };
      return { data: view };
    },
  });

  api.route({
    method: 'GET',
    url: '/audit',
    schema: { querystring: AuditQuery },
    config: { admin: { role: 'viewer', action: 'audit.view' } },
    handler: async (request) => {
      const { limit } = request.query;
      const entries = await listAudit(deps.db, request.query);
      return { data: entries, nextBefore: entries.length === limit ? (entries.at(-1)?.id ?? null) : null };
    },
  });

  api.route({
    method: 'GET',
    url: '/dashboard',
    schema: { querystring: DashboardQuery },
    config: { admin: { role: 'viewer', action: 'dashboard.view' } },
    handler: async (request) => ({ data: await buildDashboard(deps, request.query.days) }),
  });
}
