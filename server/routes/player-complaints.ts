import type { FastifyInstance } from 'fastify';
import { complaintEndpoints } from '../../src/contract/endpoints/complaints';
import { playerComplaints } from '../complaints/complaint-repository';
import { openComplaint } from '../complaints/open-complaint';
import { route } from '../http/route';
import { perPlayerLimit } from '../rate-limit/rate-limit';
import type { ApiDeps } from './deps';

/** POST /player/complaints files one (its deadline from the jurisdiction profile); GET lists the player's own. */
export async function playerComplaintRoutes(app: FastifyInstance, { config, db, clock }: ApiDeps): Promise<void> {
  route(app, complaintEndpoints['POST /player/complaints'], {
    config: { rateLimit: perPlayerLimit(config.rateLimitPerMin) },
    handler: async (request, reply) => {
      const filed = await openComplaint(db, config.jurisdictions, request.player.id, 'app', request.body, clock());
      return reply.code(201).send({ data: { id: filed.id, deadlineAt: filed.deadlineAt.toISOString() } });
    },
  });

  route(app, complaintEndpoints['GET /player/complaints'], {
    handler: async (request) => ({ data: await playerComplaints(db, request.player.id) }),
  });
}
