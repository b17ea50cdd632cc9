import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import type { AdminDeps } from './admin-deps';
import { adminAdjustmentRoutes } from './adjustment-routes';
import { registerAdminGuard } from './admin-guard';
import { adminDepositRoutes } from './deposit-routes';
import { adminPlayerRoutes } from './player-routes';
import { adminComplianceRoutes } from './compliance-routes';
import { adminReportRoutes } from './report-routes';
import { adminRevenueRoutes } from './revenue-routes';
import { adminComplaintRoutes } from './complaint-routes';
import { adminCaseRoutes } from './case-routes';
import { adminSessionRoutes } from './session-routes';
import { adminWithdrawalRoutes } from './withdrawal-routes';

/**
 * The back office's API under /admin/api (docs/back-office.md): its own
 * scope with its own gate (server/admin/admin-guard.ts), reading only its cookie: a player's
 * Authorization never opens it, and its cookie (Path=/admin) never reaches /api/v1.
 */
export async function adminApi(app: FastifyInstance, { config, db, clock, onChainUsdt }: AdminDeps): Promise<void> {
  // Only the dependencies travel on: passing our own options would repeat the /admin/api prefix.
  const deps: AdminDeps = { config, db, clock, onChainUsdt };
  registerAdminGuard(app, deps);
  await app.register(adminSessionRoutes, deps);
  await app.register(adminPlayerRoutes, deps);
  await app.register(adminComplianceRoutes, deps);
  await app.register(adminWithdrawalRoutes, deps);
  await app.register(adminDepositRoutes, deps);
  await app.register(adminAdjustmentRoutes, deps);
  await app.register(adminReportRoutes, deps);
  await app.register(adminRevenueRoutes, deps);
  await app.register(adminComplaintRoutes, deps);
  await app.register(adminCaseRoutes, deps);
  // An unknown /admin/api path is a JSON 404, never the app's HTML fallback.
  app.setNotFoundHandler((request) => {
    throw new ApiError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
