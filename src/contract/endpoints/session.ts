/** Signing in and out (docs/sessions.md): a Login Widget payload or launch data for a 7-day token, and logout. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { data } from './envelope';

/** The Telegram Login Widget's payload (core.telegram.org/widgets/login); unknown fields are signed too, so kept. */
export const LoginWidgetBody = z.looseObject({
  // id and names are checked after the signature by checkTelegramUser (401 naming the field), as in launch data.
  id: z.number(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().max(1024).optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters'),
});

export type LoginWidgetBody = z.infer<typeof LoginWidgetBody>;

/** A bearer token and when it expires (ISO 8601). */
const SessionToken = z.object({ token: z.string(), expiresAt: z.string() });

export const sessionEndpoints = defineEndpoints({
  /** Outside Telegram, no credentials needed (server/routes/auth.ts). */
  'POST /auth/telegram-login': {
    body: LoginWidgetBody,
    response: { 200: data(SessionToken) },
    errors: ['hash_mismatch', 'invalid_auth_date', 'auth_date_in_future', 'auth_expired', 'invalid_user_id', 'invalid_user_name', 'invalid_username'],
  },
  /** Only launch data (Authorization: tma ...) buys a token. */
  'POST /auth/session': { response: { 200: data(SessionToken) }, errors: ['tma_required'] },
  'POST /auth/logout': { response: { 204: z.undefined() }, errors: [] },
});
