/**
 * The phone number's country as a jurisdiction signal (docs/compliance.md, "Jurisdiction
 * signals"). The app's Share phone number (Telegram's requestContact) makes Telegram send the
 * player's own contact to the bot as a message from them. Anyone can also send the bot a contact
 * card of someone else, or forward one: only a contact whose user_id is the sender's own, sent by
 * them (not forwarded), counts; any other is ignored. Only the country is recorded, never the
 * number. No reply: the player is in the app, which shows the signal.
 */
import { Composer } from 'grammy';
import { phoneCountry } from '../compliance/phone-country';
import type { Db } from '../db/db';
import { recordSignal } from '../verification/jurisdiction-signals';
import type { BotContext } from './bot-context';

export interface ContactSignalDeps {
  db: Db;
  clock: () => Date;
}

export function contactSignal({ db, clock }: ContactSignalDeps): Composer<BotContext> {
  const bot = new Composer<BotContext>();
  bot.on('message:contact', async (ctx) => {
    const { contact } = ctx.message;
    const own = contact.user_id !== undefined && contact.user_id === ctx.from.id && ctx.message.forward_origin === undefined;
    if (!own) return;
    const country = phoneCountry(contact.phone_number);
    if (country) await recordSignal(db, ctx.player.id, 'phone', country, clock());
  });
  return bot;
}
