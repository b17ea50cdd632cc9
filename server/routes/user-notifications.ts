/**
 * GET and PATCH /user/notifications: which kinds of bot notification the player gets (docs/bot.md),
 * one profile switch at a time, and whether the bot can reach them (not after a block).
 */
import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '../../src/contract/endpoints/user';
import { notificationSettings, setKind } from '../bot/chat-repository';
import { route } from '../http/route';
import type { ApiDeps } from './deps';

export async function userNotificationRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  route(app, userEndpoints['GET /user/notifications'], {
    handler: async (request) => ({ data: await notificationSettings(db, request.player.id) }),
  });

  route(app, userEndpoints['PATCH /user/notifications'], {
    handler: async (request) => {
      await setKind(db, request.player.id, request.body.kind, request.body.enabled);
      return { data: await notificationSettings(db, request.player.id) };
    },
  });
}
