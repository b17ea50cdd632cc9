import type { LoginWidgetBody } from '../../src/contract/endpoints/session';
import { unauthorized } from '../http/api-error';
import { checkAuthDate } from './auth-date';
import { dataCheckString, hexDigestsEqual, hmacHex, loginWidgetSecret } from './telegram-hash';
import { checkTelegramUser, type TelegramProfile } from '../telegram/telegram-profile';


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
