import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { AdminDeps } from './admin-deps';
import { audited } from './audited';
import { playerDetail } from './player-detail';
import { findPlayerBasics, insertNote, playerNotes, searchPlayers } from './player-repository';

const PlayerParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const SearchQuery = z.object({ q: z.string().trim().min(1).max(64).refine((q) => q.replace(/^@/, '') !== '', 'must name an id, a username or a ref code') });
export const NoteBody = z.object({ text: z.string().trim().min(1).max(2000) });
const playerTarget = (params: Record<string, string>) => `player:${params.id}`;

/** Players: search, one player's whole picture, and support's notes on them. */
export async function adminPlayerRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/players',
    schema: { querystring: SearchQuery },
    config: { admin: { role: 'viewer', action: 'players.search' } },
    handler: async (request) => ({ data: await searchPlayers(deps.db, request.query.q) }),
  });

  api.route({
    method: 'GET',
    url: '/players/:id',
    schema: { params: PlayerParams },
    config: { admin: { role: 'viewer', action: 'player.view', target: playerTarget } },
    handler: async (request) => ({ data: await playerDetail(deps, request.params.id) }),
  });

  api.route({
    method: 'GET',
    url: '/players/:id/notes',
    schema: { params: PlayerParams },
    config: { admin: { role: 'viewer', action: 'player.view', target: playerTarget } },
    handler: async (request) => ({ data: await playerNotes(deps.db, request.params.id) }),
  });

  api.route({
    method: 'POST',
    url: '/players/:id/notes',
    schema: { params: PlayerParams, body: NoteBody },
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
