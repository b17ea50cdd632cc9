import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_CODES, isLanguageCode } from '../../src/contract/languages';
import { toUserJson } from '../users/player';
import { updateUserLanguage } from '../users/user-repository';
import type { ApiDeps } from './deps';

const PatchMeBody = z.object({
  languageCode: z.string().refine(isLanguageCode, { message: `must be one of ${LANGUAGE_CODES.join(', ')}` }),
});

export async function userRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/user/me',
    handler: async (request) => ({ data: toUserJson(request.player) }),
  });

  api.route({
    method: 'PATCH',
    url: '/user/me',
    schema: { body: PatchMeBody },
    handler: async (request) => {
      const updated = await updateUserLanguage(db, request.player.id, request.body.languageCode);
      return { data: toUserJson(updated ?? request.player) };
    },
  });
}
