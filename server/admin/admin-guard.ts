import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_CSRF_HEADER, ADMIN_IDLE_TIMEOUT_MS, roleAllows, type AuditAction, type OperatorRole } from '../../src/contract/admin';
import { ApiError, unauthorized, type ErrorCode } from '../http/api-error';
import { appendAudit, type Acting, type Actor } from './audit-repository';
import type { AdminDeps } from './admin-deps';
import { readSessionCookie, sameSecret, secretHash } from './session-cookie';
import { endSession, findSession, touchSession } from './session-repository';

/** Every /admin/api route declares this: who may call it and what the audit log calls it. */
export interface AdminRouteRule {
  /** The least role allowed (roles in OPERATOR_ROLES order); 'public' only for the two login steps. */
  role: OperatorRole | 'public';
  action: AuditAction;
  /** What a refused attempt names as its target, from the route's params. */
  target?: (params: Record<string, string>) => string;
}

export interface Operator extends Acting {
  sessionHash: string;
  csrfToken: string;
  lastSeenAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an /admin/api request; set by the guard before any handler runs. */
    operator: Operator;
  }
  interface FastifyContextConfig {
    admin?: AdminRouteRule;
  }
}

const READS = new Set(['GET', 'HEAD']);

async function refuse(deps: AdminDeps, request: FastifyRequest, actor: Actor, rule: AdminRouteRule, status: number, code: ErrorCode, message: string): Promise<never> {
  const target = rule.target?.(request.params as Record<string, string>) ?? null;
  await appendAudit(deps.db, { actor, action: rule.action, target, outcome: 'refused', reason: code, at: deps.clock() });
  throw new ApiError(status, code, message, code === 'forbidden_role' ? { required: rule.role, role: actor.role ?? 'none' } : undefined);
}

/**
 * The back office's one gate, before any body is read: the session cookie (known, not ended, not
 * idle past 30 minutes), the role from ADMIN_TELEGRAM_IDS as it is NOW (a revoked operator is out
 * at their next request), the CSRF token on every write, and the route's least role. Each refusal
 * of a known operator is written to the audit log. A route without a rule is refused: fail closed.
 */
export function registerAdminGuard(app: FastifyInstance, deps: AdminDeps): void {
  app.decorateRequest('operator', null as unknown as Operator);
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.admin;
    if (!rule) {
      if (request.routeOptions.url === undefined) return; // no route: the 404 handler answers
      throw new ApiError(500, 'internal_error', `${request.routeOptions.url} declares no admin rule`);
    }
    if (rule.role === 'public') return;
    const sessionId = readSessionCookie(request);
    if (!sessionId) throw unauthorized('not_signed_in', 'Log in to the back office first');
    const sessionHash = secretHash(sessionId);
    const session = await findSession(deps.db, sessionHash);
    if (!session) throw unauthorized('not_signed_in', 'This session does not exist or was ended: log in again');
    const now = deps.clock();
    if (now.getTime() - session.lastSeenAt.getTime() > ADMIN_IDLE_TIMEOUT_MS) {
      await endSession(deps.db, sessionHash, now);
      throw unauthorized('session_expired', 'The session was idle for more than 30 minutes: log in again');
    }
    const role = deps.config.admin.operators.get(session.telegramId);
    if (!role) {
      await endSession(deps.db, sessionHash, now);
      await refuse(deps, request, { telegramId: session.telegramId, name: session.name, role: null }, rule, 403, 'unknown_operator', 'This account is not an operator (any more)');
      return;
    }
    const operator: Operator = { telegramId: session.telegramId, name: session.name, role, sessionHash, csrfToken: session.csrfToken, lastSeenAt: now };
    if (!READS.has(request.method)) {
      const sent = request.headers[ADMIN_CSRF_HEADER];
      if (typeof sent !== 'string' || sent === '') await refuse(deps, request, operator, rule, 403, 'csrf_missing', `Send the session's csrfToken in ${ADMIN_CSRF_HEADER}`);
      else if (!sameSecret(sent, session.csrfToken)) await refuse(deps, request, operator, rule, 403, 'csrf_mismatch', `${ADMIN_CSRF_HEADER} is not this session's token`);
    }
    if (!roleAllows(role, rule.role)) await refuse(deps, request, operator, rule, 403, 'forbidden_role', `This needs the ${rule.role} role; you are ${role}`);
    await touchSession(deps.db, sessionHash, now);
    request.operator = operator;
  });
}
