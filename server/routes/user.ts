import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '../../src/contract/endpoints/user';
import { route } from '../http/route';
import { toUserJson } from '../users/player';
import { updateUserLanguage } from '../users/user-repository';
import type { ApiDeps } from './deps';

export async function userRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  route(app, userEndpoints['GET /user/me'], { handler: async (request) => ({ data: toUserJson(request.player) }) });

  route(app, userEndpoints['PATCH /user/me'], {
    handler: async (request) => {
      const updated = await updateUserLanguage(db, request.player.id, request.body.languageCode);
      return { data: toUserJson(updated ?? request.player) };
    },
  });
}
