import { z } from 'zod';
import { unauthorized } from '../http/api-error';
import { checkAuthDate } from './auth-date';
import { dataCheckString, hexDigestsEqual, hmacHex, loginWidgetSecret } from './telegram-hash';
import { checkTelegramUser, type TelegramProfile } from './telegram-profile';

/** The Telegram Login Widget's payload; unknown extra fields are kept because they are signed too. */
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

/** Checks a Login Widget payload (core.telegram.org/widgets/login): key SHA256(bot token). */
export function validateLoginWidget(body: LoginWidgetBody, botToken: string, maxAgeS: number, nowS: number): TelegramProfile {
  const fields = Object.entries(body)
    .filter(([key, value]) => key !== 'hash' && value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value)]);
  const expected = hmacHex(loginWidgetSecret(botToken), dataCheckString(fields));
  if (!hexDigestsEqual(expected, body.hash)) {
    throw unauthorized('hash_mismatch', 'The login data is not signed by this bot (hash mismatch)');
  }
  checkAuthDate(body.auth_date, maxAgeS, nowS);
  return checkTelegramUser({ id: body.id, first_name: body.first_name, last_name: body.last_name, username: body.username });
}
