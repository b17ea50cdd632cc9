import type { FastifyInstance } from 'fastify';
import { sessionEndpoints } from '../../src/contract/endpoints/session';
import { issueToken } from '../auth/tokens';
import type { EventHub } from '../events/hub';
import { unauthorized } from '../http/api-error';
import { route } from '../http/route';
import { notifySessionsRevoked } from '../events/session-notice';
import { bumpTokenVersion } from '../users/user-repository';
import type { ApiDeps } from './deps';

export interface SessionDeps extends ApiDeps {
  events: EventHub;
}

/**
 * Sessions of a signed-in player (behind the /api/v1 authentication hook; docs/sessions.md):
 * - POST /auth/session trades verified Telegram launch data for a 7-day bearer token, so an app
 *   left open keeps working after its launch data passes INIT_DATA_MAX_AGE_S. Only launch data
 *   buys one: a token exchanged for a token would be a session that never ends.
 * - POST /auth/logout bumps the player's token version, which revokes every token they hold, and
 *   ends their event streams on every instance (a NOTIFY in the same transaction; this one closes
 *   its own at once).
 */
export async function sessionRoutes(app: FastifyInstance, { db, clock, events }: SessionDeps): Promise<void> {
  route(app, sessionEndpoints['POST /auth/session'], {
    handler: async (request) => {
      if (request.authScheme !== 'tma') throw unauthorized('tma_required', 'Only Telegram launch data (Authorization: tma ...) can be exchanged for a session');
      return { data: issueToken(app, request.player, Math.floor(clock().getTime() / 1000)) };
    },
  });

  route(app, sessionEndpoints['POST /auth/logout'], {
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        await bumpTokenVersion(tx, request.player.id);
        await notifySessionsRevoked(tx, request.player.id);
      });
      events.closeUser(request.player.id);
      return reply.code(204).send();
    },
  });
}
