import { z } from 'zod';
import { unauthorized } from '../http/api-error';
import { checkAuthDate } from './auth-date';
import { dataCheckString, hexDigestsEqual, hmacHex, loginWidgetSecret } from './telegram-hash';
import type { TelegramProfile } from './telegram-profile';

/** The Telegram Login Widget's payload; unknown extra fields are kept because they are signed too. */
export const LoginWidgetBody = z.looseObject({
  id: z.number().int().positive(),
  first_name: z.string().min(1).max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
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
  return {
    telegramId: body.id,
    firstName: body.first_name,
    lastName: body.last_name || null,
    username: body.username || null,
    languageCode: null,
  };
}
