import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { closedMonths, freezeMonth } from '../revenue/revenue-buckets';
import { groupRevenue, revenueBuckets, revenueCsv } from '../revenue/revenue-report';
import type { AdminDeps } from './admin-deps';
import { audited } from './audited';

/** Revenue from the books, its CSV and the monthly close (docs/back-office.md, "Reports"). */
export async function adminRevenueRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /reports/revenue'], {
    config: { admin: { role: 'viewer', action: 'reports.revenue' } },
    handler: async (request) => {
      const { from, to, by } = request.query;
      return { data: groupRevenue(await revenueBuckets(deps.db, from, to), by) };
    },
  });

  route(app, adminApi['GET /reports/revenue.csv'], {
    config: { admin: { role: 'viewer', action: 'reports.revenue' } },
    handler: async (request, reply) => {
      const { from, to, by } = request.query;
      const csv = revenueCsv(groupRevenue(await revenueBuckets(deps.db, from, to), by));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="sendswin-revenue-${by}-${from}-${to}.csv"`).send(csv);
    },
  });

  route(app, adminApi['GET /reports/closes'], {
    config: { admin: { role: 'viewer', action: 'reports.revenue' } },
    handler: async () => ({ data: (await closedMonths(deps.db)).map((c) => ({ month: c.month, closedAt: c.closedAt.toISOString(), closedBy: c.closedBy })) }),
  });

  route(app, adminApi['POST /reports/close'], {
    config: { admin: { role: 'finance', action: 'reports.close', target: () => 'revenue' } },
    handler: async (request) => {
      const { month } = request.body;
      const data = await audited(deps, request.operator, 'reports.close', `month:${month}`, async (tx, at) => {
        // A month closes once it has ended in UTC: what is still running cannot be frozen.
        if (month >= at.toISOString().slice(0, 7)) throw new ApiError(409, 'month_open', `${month} has not ended yet`);
        if (!(await freezeMonth(tx, month, request.operator.telegramId, at))) throw new ApiError(409, 'month_closed', `${month} is already closed`);
        return { before: null, after: { month }, result: { month, closedAt: at.toISOString(), closedBy: request.operator.telegramId } };
      });
      return { data };
    },
  });
}
