import type { FastifyInstance } from 'fastify';
import type { HarmCaseAction } from '../../src/contract/harm-markers';
import { adminApi } from '../../src/contract/endpoints/admin';
import { findCase, listCases, logCase } from '../harm/case-repository';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import type { Operator } from './admin-guard';
import { audited } from './audited';

const caseTarget = (params: Record<string, string>) => `case:${params.id}`;

/** Logs an operator's step on an open case, in one transaction with its audit entry. */
function step(deps: AdminDeps, operator: Operator, id: number, action: HarmCaseAction, text: string) {
  return audited(deps, operator, action === 'closed' ? 'case.close' : 'case.log', `case:${id}`, async (tx, at) => {
    const before = await findCase(tx, id, { lock: true });
    if (!before) throw new ApiError(404, 'case_not_found', `no case ${id}`);
    if (before.status === 'closed') throw new ApiError(409, 'case_closed', `case ${id} is closed`);
    await logCase(tx, id, operator.telegramId, action, text, at);
    return { before: { status: before.status }, after: { action, text }, result: (await findCase(tx, id))! };
  });
}

/** Markers-of-harm cases (docs/back-office.md, "Markers of harm"): support reads and acts; nothing here moves money. */
export async function adminCaseRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /cases'], {
    config: { admin: { role: 'support', action: 'cases.list' } },
    handler: async (request) => ({ data: await listCases(deps.db, request.query.status) }),
  });
  route(app, adminApi['POST /cases/:id/log'], {
    config: { admin: { role: 'support', action: 'case.log', target: caseTarget } },
    handler: async (request) => ({ data: await step(deps, request.operator, request.params.id, request.body.action, request.body.text) }),
  });
  route(app, adminApi['POST /cases/:id/close'], {
    config: { admin: { role: 'support', action: 'case.close', target: caseTarget } },
    handler: async (request) => ({ data: await step(deps, request.operator, request.params.id, 'closed', request.body.text) }),
  });
}
