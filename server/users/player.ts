import type { User } from '../../src/contract/api-types';
import type { LanguageCode } from '../../src/contract/languages';
import { formatUsdt } from '../../src/contract/money';
import { fullName } from '../telegram/telegram-profile';

/** A user row as the server works with it (ids as numbers: they stay far below 2^53). */
export interface Player {
  id: number;
  telegramId: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: LanguageCode;
  refCode: string;
  referrerId: number | null;
  balanceMicro: bigint;
  /** Bearer tokens issued at another version are revoked (POST /auth/logout bumps it). */
  tokenVersion: number;
}

export function toUserJson(player: Player): User {
  return {
    id: player.id,
    telegramId: player.telegramId,
    telegramFullName: fullName(player),
    username: player.username,
    languageCode: player.languageCode,
    balance: formatUsdt(player.balanceMicro),
    refCode: player.refCode,
  };
}
