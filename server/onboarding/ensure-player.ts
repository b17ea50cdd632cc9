import { matchLanguage } from '../../src/contract/languages';
import type { TelegramProfile } from '../telegram/telegram-profile';
import { enqueueNotification } from '../bot-outbox/outbox-repository';
import type { IdentityCache } from '../cache/identity-cache';
import type { Db } from '../db/db';
import { insertActiveSeed } from '../game/seed-repository';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import type { Player } from '../users/player';
import { isPlausibleRefCode, newRefCode } from '../users/ref-code';
import { findUserByTelegramId, findUserIdByRefCode, insertUser, updateUserNames } from '../users/user-repository';

export interface FirstSight {
  profile: TelegramProfile;
  /** A referrer's refCode (start_param or X-Ref-Code); used only when the user is created. */
  referrerCode: string | null;
  /** Credited to a newly created user from house:demo. */
  welcomeMicro: bigint;
}

const REF_CODE_ATTEMPTS = 5;

/** How an existing player is looked up by Telegram id (the authentication's also counts a rate-limit hit). */
export type FindPlayer = (db: Db, telegramId: number) => Promise<Player | null>;

/**
 * Creates the user with its referrer, its first seed commitment (shown before any order, see
 * docs/fairness.md) and welcome credit in one transaction (first sight).
 */
async function createPlayer(db: Db, sight: FirstSight): Promise<Player> {
  return db.transaction(async (tx) => {
    const referrerId = isPlausibleRefCode(sight.referrerCode) ? await findUserIdByRefCode(tx, sight.referrerCode) : null;
    for (let attempt = 0; attempt < REF_CODE_ATTEMPTS; attempt += 1) {
      const created = await insertUser(tx, {
        profile: sight.profile,
        languageCode: matchLanguage(sight.profile.languageCode),
        refCode: newRefCode(),
        referrerId,
      });
      if (!created) {
        // Either a concurrent first request created this user, or the ref code collided.
        const existing = await findUserByTelegramId(tx, sight.profile.telegramId);
        if (existing) return existing;
        continue;
      }
      await insertActiveSeed(tx, created.id);
      // The referrer hears of it through the bot, from this transaction (docs/bot.md).
      if (referrerId !== null) await enqueueNotification(tx, referrerId, 'friend_joined', { name: sight.profile.firstName });
      if (sight.welcomeMicro <= 0n) return created;
      const posting = await postTransfer(tx, {
        from: 'house:demo',
        to: playerAccount(created.id),
        amountMicro: sight.welcomeMicro,
        reason: 'demo_credit',
        reference: `demo:${created.id}`,
      });
      if (posting.status !== 'posted') throw new Error(`the welcome credit was ${posting.status}`);
      return { ...created, balanceMicro: posting.toBalanceMicro ?? created.balanceMicro };
    }
    throw new Error('could not allocate a unique ref code');
  });
}

/**
 * The user for a validated Telegram identity, created on first sight; names follow Telegram.
 * `identities` (null on Postgres) learns the row's id and names as they stand after this call.
 */
export async function ensurePlayer(db: Db, identities: IdentityCache | null, sight: FirstSight, find: FindPlayer = findUserByTelegramId): Promise<Player> {
  const player = await ensurePlayerRow(db, sight, find);
  identities?.remember(player.telegramId, { id: player.id, firstName: player.firstName, lastName: player.lastName, username: player.username });
  return player;
}

async function ensurePlayerRow(db: Db, sight: FirstSight, find: FindPlayer): Promise<Player> {
  const found = await find(db, sight.profile.telegramId);
  if (!found) return createPlayer(db, sight);
  const { profile } = sight;
  if (found.firstName !== profile.firstName || found.lastName !== profile.lastName || found.username !== profile.username) {
    await updateUserNames(db, found.id, profile);
    return { ...found, firstName: profile.firstName, lastName: profile.lastName, username: profile.username };
  }
  return found;
}
