import type { FastifyInstance } from 'fastify';
import type { AdminReconciliation } from '../../src/contract/admin';
import { adminApi } from '../../src/contract/endpoints/admin';
import { formatUsdt } from '../../src/contract/money';
import { reconcileBooks } from '../books/reconciliation';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { listAudit } from './audit-repository';
import { buildDashboard } from './dashboard';

/** What the books say (reconciliation), what operators did (audit), how the business goes (dashboard). */
export async function adminReportRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /reconciliation'], {
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

  route(app, adminApi['GET /audit'], {
    config: { admin: { role: 'viewer', action: 'audit.view' } },
    handler: async (request) => {
      const { limit } = request.query;
      const entries = await listAudit(deps.db, request.query);
      return { data: entries, nextBefore: entries.length === limit ? (entries.at(-1)?.id ?? null) : null };
    },
  });

  route(app, adminApi['GET /dashboard'], {
    config: { admin: { role: 'viewer', action: 'dashboard.view' } },
    handler: async (request) => ({ data: await buildDashboard(deps, request.query.days) }),
  });
}
