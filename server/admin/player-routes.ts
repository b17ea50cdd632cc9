import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../src/contract/endpoints/admin';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { audited } from './audited';
import { playerDetail } from './player-detail';
import { findPlayerBasics, insertNote, playerNotes, searchPlayers } from './player-repository';

const playerTarget = (params: Record<string, string>) => `player:${params.id}`;

/** Players: search, one player's whole picture, and support's notes on them. */
export async function adminPlayerRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /players'], {
    config: { admin: { role: 'viewer', action: 'players.search' } },
    handler: async (request) => ({ data: await searchPlayers(deps.db, request.query.q) }),
  });

  route(app, adminApi['GET /players/:id'], {
    config: { admin: { role: 'viewer', action: 'player.view', target: playerTarget } },
    handler: async (request) => ({ data: await playerDetail(deps, request.params.id) }),
  });

  route(app, adminApi['GET /players/:id/notes'], {
    config: { admin: { role: 'viewer', action: 'player.view', target: playerTarget } },
    handler: async (request) => ({ data: await playerNotes(deps.db, request.params.id) }),
  });

  route(app, adminApi['POST /players/:id/notes'], {
    config: { admin: { role: 'support', action: 'player.note', target: playerTarget } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const note = await audited(deps, request.operator, 'player.note', `player:${id}`, async (tx, at) => {
        if (!(await findPlayerBasics(tx, id))) throw new ApiError(404, 'player_not_found', `No player ${id}`);
        const added = await insertNote(tx, id, request.operator, request.body.text, at);
        return { before: null, after: added, result: added };
      });
      return reply.code(201).send({ data: note });
    },
  });
}
