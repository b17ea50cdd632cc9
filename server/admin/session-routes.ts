import type { FastifyInstance } from 'fastify';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_LOGIN_STATE_TTL_MS, type AdminSession } from '../../src/contract/admin';
import { adminApi } from '../../src/contract/endpoints/admin';
import { validateLoginWidget } from '../auth/login-widget';
import { fullName } from '../telegram/telegram-profile';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { perIpLimit } from '../rate-limit/ip-rate-limit';
import { appendAudit } from './audit-repository';
import type { AdminDeps } from './admin-deps';
import type { Operator } from './admin-guard';
import { clearSessionCookie, randomSecret, secretHash, setSessionCookie } from './session-cookie';
import { consumeLoginState, endSession, insertLoginState, insertSession, operatorLanguage, pruneLoginStates } from './session-repository';

const sessionView = (o: Pick<Operator, 'role' | 'csrfToken' | 'telegramId' | 'name' | 'lastSeenAt'>, languageCode: string | null): AdminSession => ({
  role: o.role,
  csrfToken: o.csrfToken,
  operator: { telegramId: o.telegramId, name: o.name, languageCode },
  idleExpiresAt: new Date(o.lastSeenAt.getTime() + ADMIN_IDLE_TIMEOUT_MS).toISOString(),
});

/** Login (Telegram Login Widget + one-time state), the current session, logout. */
export async function adminSessionRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const { config, db, clock } = deps;
  const limit = perIpLimit(config.authIpLimitPerMin, 'admin-login');

  route(app, adminApi['GET /login-state'], {
    config: { admin: { role: 'public', action: 'login' }, rateLimit: limit },
    handler: async () => {
      const state = randomSecret();
      const now = clock();
      const expiresAt = new Date(now.getTime() + ADMIN_LOGIN_STATE_TTL_MS);
      await pruneLoginStates(db, now);
      await insertLoginState(db, secretHash(state), expiresAt);
      return { data: { state, expiresAt: expiresAt.toISOString() } };
    },
  });

  route(app, adminApi['POST /session'], {
    config: { admin: { role: 'public', action: 'login' }, rateLimit: limit },
    handler: async (request, reply) => {
      const { state, ...widget } = request.body;
      const now = clock();
      const claimedId = Number.isSafeInteger(widget.id) && widget.id > 0 ? widget.id : 0;
      const refused = async (error: ApiError, name: string | null) => {
        await appendAudit(db, { actor: { telegramId: claimedId, name, role: null }, action: 'login', target: null, outcome: 'refused', reason: error.code, at: now });
        return error;
      };
      let name: string;
      try {
        name = fullName(validateLoginWidget(widget, config.botToken, config.admin.loginMaxAgeS, Math.floor(now.getTime() / 1000)));
      } catch (error) {
        // A forged or stale payload: logged under the id it claims (not proven), then refused.
        throw error instanceof ApiError ? await refused(error, null) : error;
      }
      if (!(await consumeLoginState(db, secretHash(state), now))) {
        throw await refused(new ApiError(400, 'login_state_invalid', 'This login state was never issued, is used or expired: start the login again'), name);
      }
      const role = config.admin.operators.get(widget.id);
      if (!role) throw await refused(new ApiError(403, 'unknown_operator', 'This Telegram account is not an operator of this back office'), name);
      const sessionId = randomSecret();
      const operator = { telegramId: widget.id, name, role, csrfToken: randomSecret(), lastSeenAt: now };
      await db.transaction(async (tx) => {
        await insertSession(tx, secretHash(sessionId), operator);
        await appendAudit(tx, { actor: operator, action: 'login', target: null, outcome: 'done', at: now });
      });
      setSessionCookie(reply, sessionId, config.production);
      return { data: sessionView(operator, await operatorLanguage(db, operator.telegramId)) };
    },
  });

  route(app, adminApi['GET /session'], {
    config: { admin: { role: 'viewer', action: 'login' } },
    handler: async (request) => ({ data: sessionView(request.operator, await operatorLanguage(db, request.operator.telegramId)) }),
  });

  route(app, adminApi['POST /logout'], {
    config: { admin: { role: 'viewer', action: 'logout' } },
    handler: async (request, reply) => {
      const now = clock();
      await db.transaction(async (tx) => {
        await endSession(tx, request.operator.sessionHash, now);
        await appendAudit(tx, { actor: request.operator, action: 'logout', target: null, outcome: 'done', at: now });
      });
      clearSessionCookie(reply, config.production);
      return reply.code(204).send();
    },
  });
}
