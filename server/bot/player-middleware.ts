/**
 * Every private message or button press comes from a player: found, or created on first sight as
 * the app's launch would (ensurePlayer, with the same welcome credit). `/start ref_<refCode>`
 * carries the referrer, exactly as the app's start param does: used only when the player is new,
 * so a second referrer, or one's own code, changes nothing.
 */
import type { MiddlewareFn } from 'grammy';
import { welcomeMicro } from '../auth/authenticate';
import { checkTelegramUser } from '../telegram/telegram-profile';
import type { IdentityCache } from '../cache/identity-cache';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ensurePlayer } from '../onboarding/ensure-player';
import type { BotContext } from './bot-context';
import { markReachable } from './chat-repository';

const START_REF = /^\/start(?:@\w+)?\s+ref_([A-Za-z0-9_-]{1,32})\s*$/;

export function playerMiddleware(db: Db, identities: IdentityCache | null, config: Config): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    if (!ctx.from || ctx.from.is_bot || ctx.chat?.type !== 'private') return;
    let profile;
    try {
      profile = checkTelegramUser(ctx.from);
    } catch {
      return; // A name the app would refuse too (control characters): nothing to answer.
    }
    const referrerCode = START_REF.exec(ctx.message?.text ?? '')?.[1] ?? null;
    ctx.player = await ensurePlayer(db, identities, { profile, referrerCode, welcomeMicro: welcomeMicro(config.demoBalance) });
    // Writing to the bot undoes a block: Telegram delivers again.
    await markReachable(db, ctx.player.id);
    await next();
  };
}
