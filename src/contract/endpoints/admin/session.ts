/** The back office's login (Telegram Login Widget + a one-time state), its session and logout. */
import { z } from 'zod';
import { OPERATOR_ROLES, type AdminLoginState, type AdminSession } from '../../admin';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { LoginWidgetBody } from '../session';

/** The widget's payload and, beside it, our one-time state (not one of the signed fields). */
export const AdminLoginBody = LoginWidgetBody.extend({ state: z.string().regex(/^[\w-]{43}$/, 'must be a state from GET /admin/api/login-state') });

const Session = data(
  schemaOf<AdminSession>()(
    z.object({
      role: z.enum(OPERATOR_ROLES),
      csrfToken: z.string(),
      operator: z.object({ telegramId: z.number(), name: z.string(), languageCode: z.string().nullable() }),
      idleExpiresAt: z.string(),
    }),
  ),
);

export const adminSessionEndpoints = defineEndpoints({
  'GET /login-state': { response: { 200: data(schemaOf<AdminLoginState>()(z.object({ state: z.string(), expiresAt: z.string() }))) }, errors: [] },
  /** Sets the session cookie. */
  'POST /session': { body: AdminLoginBody, response: { 200: Session }, errors: ['login_state_invalid', 'unknown_operator'] },
  'GET /session': { response: { 200: Session }, errors: [] },
  /** Ends the session and clears the cookie. */
  'POST /logout': { response: { 204: z.undefined() }, errors: [] },
});
