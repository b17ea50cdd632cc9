/**
 * GET and PATCH /user/notifications: which kinds of bot notification the player gets (docs/bot.md),
 * one profile switch at a time, and whether the bot can reach them (not after a block).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationSettings } from '../../src/contract/notifications';
import { notificationSettings, setKind } from '../bot/chat-repository';
import type { ApiDeps } from './deps';

const PatchBody = z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() });

export async function userNotificationRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/user/notifications',
    handler: async (request): Promise<{ data: NotificationSettings }> => ({ data: await notificationSettings(db, request.player.id) }),
  });

  api.route({
    method: 'PATCH',
    url: '/user/notifications',
    schema: { body: PatchBody },
    handler: async (request): Promise<{ data: NotificationSettings }> => {
      await setKind(db, request.player.id, request.body.kind, request.body.enabled);
      return { data: await notificationSettings(db, request.player.id) };
    },
  });
}
