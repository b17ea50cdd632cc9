import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { setTierByOperator } from '../verification/verification-repository';
import type { AdminDeps } from './admin-deps';
import { audited } from './audited';
import { clearJurisdictionFlag } from './clear-flag';
import { complianceQueue } from './compliance-repository';
import { findPlayerBasics } from './player-repository';

const playerTarget = (params: Record<string, string>) => `player:${params.id}`;

/**
 * The compliance queue (flagged players, held withdrawals), an operator's clearing of a player's
 * flag (server/admin/clear-flag.ts) and an operator's decision on a player's tier (docs/compliance.md, "In the back office"). A tier decision is an admin's: it opens
 * or closes real money for the player. It is audited with its reason, and written in the tier's
 * history under the operator's Telegram id, in one transaction.
 */
export async function adminComplianceRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const dualAbove = deps.config.payments?.withdrawDualApprovalAboveMicro ?? 0n;

  route(app, adminApi['GET /compliance/queue'], {
    config: { admin: { role: 'viewer', action: 'compliance.queue' } },
    handler: async () => ({ data: await complianceQueue(deps.db, dualAbove) }),
  });

  route(app, adminApi['POST /players/:id/tier'], {
    config: { admin: { role: 'admin', action: 'player.tier', target: playerTarget } },
    handler: async (request) => {
      const { id } = request.params;
      const { tier, reason } = request.body;
      const changed = await audited(deps, request.operator, 'player.tier', `player:${id}`, async (tx, at) => {
        if (!(await findPlayerBasics(tx, id))) throw new ApiError(404, 'player_not_found', `No player ${id}`);
        const outcome = await setTierByOperator(tx, id, tier, request.operator.telegramId, at);
        if (outcome.status === 'unchanged') throw new ApiError(409, 'tier_unchanged', `Player ${id} already has tier ${tier}`);
        const result = { tierBefore: outcome.tierBefore, tierAfter: outcome.tierAfter };
        return { before: { tier: outcome.tierBefore }, after: { tier: outcome.tierAfter }, result, reason };
      });
      return { data: changed };
    },
  });

  // Clearing a flag is a compliance decision as a tier is: an admin's.
  route(app, adminApi['POST /players/:id/flag/clear'], {
    config: { admin: { role: 'admin', action: 'player.flag_clear', target: playerTarget } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { clearance, replayed } = await clearJurisdictionFlag(deps, request.operator, id, request.body.reason, request.headers['idempotency-key']);
      return reply.code(replayed ? 200 : 201).send({ data: clearance });
    },
  });
}
