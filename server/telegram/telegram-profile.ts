import { MAX_NAME_CHARS, type ProfileErrorCode } from '../../src/contract/auth-errors';
import { unauthorized } from '../http/api-error';

/** What a Telegram launch or login tells us about a person. */
export interface TelegramProfile {
  telegramId: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  /** IETF tag as Telegram sends it (`en`, `pt-br`); absent from Login Widget data. */
  languageCode: string | null;
}

export function fullName(profile: Pick<TelegramProfile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}

/** The user fields as Telegram names them, in launch data (`user` JSON) and Login Widget payloads. */
export interface TelegramUserFields {
  id?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  username?: unknown;
  language_code?: unknown;
}

// Control characters (a NUL breaks every query naming the player), lone surrogates (not storable as
// UTF-8: the database would answer 500) and line or paragraph separators.
const FORBIDDEN_CHARS = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;
// Telegram usernames: 5-32 letters, digits and underscores; 4 for auctioned (Fragment) ones.
const USERNAME = /^[A-Za-z0-9_]{4,32}$/;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;

const refuse = (code: ProfileErrorCode, message: string) => unauthorized(code, message);

/** A trimmed name of 1-64 characters without control characters; null when absent or blank. */
function name(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw refuse('invalid_user_name', `The Telegram ${field} is not text`);
  if (FORBIDDEN_CHARS.test(value)) {
    throw refuse('invalid_user_name', `The Telegram ${field} contains control characters`);
  }
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // Characters as people count them roughly: code points, not UTF-16 units.
  if ([...trimmed].length > MAX_NAME_CHARS) {
    throw refuse('invalid_user_name', `The Telegram ${field} is longer than ${MAX_NAME_CHARS} characters`);
  }
  return trimmed;
}

function username(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !USERNAME.test(value)) {
    throw refuse('invalid_username', 'The Telegram username must be 4-32 letters, digits or underscores');
  }
  return value;
}

/**
 * The profile in signed Telegram data, refused with a 401 naming the bad field: a signature proves
 * who sent the data, not that it is sane (a NUL in a name, a name of 11,000 characters).
 */
export function checkTelegramUser(user: TelegramUserFields): TelegramProfile {
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) {
    throw refuse('invalid_user_id', 'The Telegram user id is missing or not a positive integer');
  }
  const firstName = name(user.first_name, 'first name');
  if (firstName === null) throw refuse('invalid_user_name', 'The Telegram first name is missing or blank');
  const languageCode = typeof user.language_code === 'string' && LANGUAGE_TAG.test(user.language_code) ? user.language_code : null;
  return {
    telegramId: user.id,
    firstName,
    lastName: name(user.last_name, 'last name'),
    username: username(user.username),
    languageCode,
  };
}
