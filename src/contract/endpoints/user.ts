/** The signed-in player: who they are, their language, and which bot notifications they get (docs/bot.md). */
import { z } from 'zod';
import type { User } from '../api-types';
import { LANGUAGE_CODES, isLanguageCode } from '../languages';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '../notifications';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

const UserSchema = schemaOf<User>()(
  z.object({
    id: z.number(),
    telegramId: z.number(),
    telegramFullName: z.string(),
    username: z.string().nullable(),
    languageCode: z.enum(LANGUAGE_CODES),
    balance: z.string(),
    refCode: z.string(),
  }),
);

const PatchMeBody = z.object({
  languageCode: z.string().refine(isLanguageCode, { message: `must be one of ${LANGUAGE_CODES.join(', ')}` }),
});

const NotificationSettingsSchema = schemaOf<NotificationSettings>()(
  z.object({ kinds: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()) as z.ZodType<Record<NotificationKind, boolean>>, reachable: z.boolean() }),
);

export const userEndpoints = defineEndpoints({
  'GET /user/me': { response: { 200: data(UserSchema) }, errors: [] },
  'PATCH /user/me': { body: PatchMeBody, response: { 200: data(UserSchema) }, errors: [] },
  'GET /user/notifications': { response: { 200: data(NotificationSettingsSchema) }, errors: [] },
  'PATCH /user/notifications': {
    body: z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() }),
    response: { 200: data(NotificationSettingsSchema) },
    errors: [],
  },
});
