import { dataCheckString, hmacHex, webAppSecret } from './telegram-hash';

export interface InitDataUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface SignInitDataInput {
  user: InitDataUser;
  authDate: number;
  startParam?: string;
  /** Extra fields signed as given (query_id, chat_type, signature...). */
  extra?: Record<string, string>;
}

/** Builds raw initData signed with the bot token, as Telegram would: the demo link and tests use it. */
export function signInitData(input: SignInitDataInput, botToken: string): string {
  const fields: Record<string, string> = {
    ...input.extra,
    auth_date: String(input.authDate),
    user: JSON.stringify(input.user),
  };
  if (input.startParam) fields.start_param = input.startParam;
  const hash = hmacHex(webAppSecret(botToken), dataCheckString(Object.entries(fields)));
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The `Authorization` header value for raw initData. */
export function tmaAuthorization(rawInitData: string): string {
  return `tma ${Buffer.from(rawInitData, 'utf8').toString('base64')}`;
}
