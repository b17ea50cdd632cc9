import type { FastifyInstance } from 'fastify';
import { protectionEndpoints } from '../../src/contract/endpoints/protection';
import { route } from '../http/route';
import { readPlayerProtection } from '../verification/player-protection';
import type { ApiDeps } from './deps';

/** GET /player/protection (docs/player-protection.md): limits with pending raises, time-out, exclusion, terms, the reality check's session. */
export async function playerProtectionRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, protectionEndpoints['GET /player/protection'], {
    handler: async (request) => ({ data: await db.transaction((tx) => readPlayerProtection(tx, config, request.player.id, clock())) }),
  });
}
