/**
 * The signed launch data ("init data") Telegram hands the app, parsed for display and for choosing
 * the language. It is UNVERIFIED here: only the server, which checks `hash` with the bot token,
 * may trust it. The raw string is what gets sent to the server (init-data-header.ts).
 */
import { parseJsonObject } from './query-string';

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
  is_bot?: boolean;
  allows_write_to_pm?: boolean;
  photo_url?: string;
  [key: string]: unknown;
}

export interface InitData {
  query_id?: string;
  user?: TelegramUser;
  receiver?: TelegramUser;
  chat?: Record<string, unknown>;
  chat_type?: string;
  chat_instance?: string;
  start_param?: string;
  can_send_after?: number;
  auth_date?: number;
  hash?: string;
  signature?: string;
}

function toUser(value: string | null): TelegramUser | undefined {
  const object = value === null ? null : parseJsonObject(value);
  // Without a numeric id and a first name it is not a user we can show or key anything on.
  if (!object || typeof object.id !== 'number' || !Number.isFinite(object.id)) return undefined;
  if (typeof object.first_name !== 'string') return undefined;
  return object as TelegramUser;
}

function toNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

function toText(value: string | null): string | undefined {
  return value === null ? undefined : value;
}

/** Parses the raw init data; fields that are missing or malformed are left out. Never throws. */
export function parseInitData(raw: string): InitData {
  // URLSearchParams never throws, reads `+` as a space and keeps bad `%` sequences as they are,
  // the same way the server reads the string it verifies.
  const params = new URLSearchParams(raw);
  const chat = params.get('chat');
  const result: InitData = {
    query_id: toText(params.get('query_id')),
    user: toUser(params.get('user')),
    receiver: toUser(params.get('receiver')),
    chat: (chat === null ? null : parseJsonObject(chat)) ?? undefined,
    chat_type: toText(params.get('chat_type')),
    chat_instance: toText(params.get('chat_instance')),
    start_param: toText(params.get('start_param')),
    can_send_after: toNumber(params.get('can_send_after')),
    auth_date: toNumber(params.get('auth_date')),
    hash: toText(params.get('hash')),
    signature: toText(params.get('signature')),
  };
  for (const key of Object.keys(result) as Array<keyof InitData>) {
    if (result[key] === undefined) delete result[key];
  }
  return result;
}
