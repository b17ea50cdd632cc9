/**
 * /complaint (docs/bot.md, "Complaints"): `/complaint <text>` files a complaint at once (kind
 * "other"); `/complaint` alone asks for the kind with buttons, then takes the player's next
 * message, within 30 minutes, as the text. Either way the player gets its number and deadline.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { COMPLAINT_KINDS, COMPLAINT_TEXT_MAX, type ComplaintKind } from '../../src/contract/complaints';
import type { LanguageCode } from '../../src/contract/languages';
import { botText } from '../../src/i18n/bot/catalogues';
import { openComplaint } from '../complaints/open-complaint';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Db } from '../db/db';
import type { BotContext } from './bot-context';

export interface ComplaintCommandDeps {
  db: Db;
  jurisdictions: JurisdictionProfiles;
  clock: () => Date;
}

const KIND_BUTTON = /^complaint:(payment|game|protection|other)$/;
const DRAFT_TTL_MS = 30 * 60 * 1000;

function kindKeyboard(language: LanguageCode): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  COMPLAINT_KINDS.forEach((kind, index) => {
    keyboard.text(botText(language, `complaint.kind.${kind}`), `complaint:${kind}`);
    if (index % 2 === 1) keyboard.row();
  });
  return keyboard;
}

function deadlineText(language: LanguageCode, at: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';
}

export function complaintCommand({ db, jurisdictions, clock }: ComplaintCommandDeps): Composer<BotContext> {
  const bot = new Composer<BotContext>();
  const lang = (ctx: BotContext) => ctx.player.languageCode;

  async function file(ctx: BotContext, kind: ComplaintKind, text: string): Promise<void> {
    const filed = await openComplaint(db, jurisdictions, ctx.player.id, 'bot', { kind, text: text.slice(0, COMPLAINT_TEXT_MAX) }, clock());
    await ctx.reply(botText(lang(ctx), 'complaint.filed', { id: String(filed.id), deadline: deadlineText(lang(ctx), filed.deadlineAt) }));
  }

  bot.command('complaint', async (ctx) => {
    const text = ctx.match.trim();
    if (text) return file(ctx, 'other', text);
    await ctx.reply(botText(lang(ctx), 'complaint.choose'), { reply_markup: kindKeyboard(lang(ctx)) });
  });

  bot.callbackQuery(KIND_BUTTON, async (ctx) => {
    const kind = ctx.match[1] as ComplaintKind;
    await db.query(
      `INSERT INTO bot_complaint_drafts (user_id, kind, started_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET kind = excluded.kind, started_at = excluded.started_at`,
      [ctx.player.id, kind, clock()],
    );
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(`${botText(lang(ctx), `complaint.kind.${kind}`)}\n\n${botText(lang(ctx), 'complaint.write')}`);
  });

  // The message after a kind button is the complaint's text; a command or an old draft is not.
  bot.on('message:text', async (ctx, next) => {
    if (ctx.message.text.startsWith('/')) return next();
    const [draft] = await db.query<{ kind: ComplaintKind }>('DELETE FROM bot_complaint_drafts WHERE user_id = $1 AND started_at > $2 RETURNING kind', [
      ctx.player.id,
      new Date(clock().getTime() - DRAFT_TTL_MS),
    ]);
    if (!draft) return next();
    await file(ctx, draft.kind, ctx.message.text);
  });
  return bot;
}
