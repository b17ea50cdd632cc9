/** What the bot answers (docs/bot.md, "Commands"), each in the player's language. */
import { Composer, InlineKeyboard } from 'grammy';
import { LANGUAGE_CODES, isLanguageCode } from '../../src/contract/languages';
import { botText } from '../../src/i18n/bot/catalogues';
import type { Db } from '../db/db';
import { updateUserLanguage } from '../users/user-repository';
import type { BotContext } from './bot-context';
import { setStopped } from './chat-repository';
import { openAppKeyboard, type OpenAppTarget } from './texts';

export interface CommandDeps {
  db: Db;
  target: OpenAppTarget;
  supportUrl: string;
}

const LANGUAGE_BUTTON = /^lang:(.+)$/;

function languageKeyboard(): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  LANGUAGE_CODES.forEach((code, index) => {
    keyboard.text(botText(code, 'language.name'), `lang:${code}`);
    if (index % 3 === 2) keyboard.row();
  });
  return keyboard;
}

export function commands({ db, target, supportUrl }: CommandDeps): Composer<BotContext> {
  const bot = new Composer<BotContext>();
  const lang = (ctx: BotContext) => ctx.player.languageCode;

  bot.command('start', (ctx) =>
    ctx.reply(botText(lang(ctx), 'start.greeting', { name: ctx.player.firstName }), { reply_markup: openAppKeyboard(lang(ctx), target) }),
  );
  bot.command('help', (ctx) => ctx.reply(botText(lang(ctx), 'help')));
  bot.command('language', (ctx) => ctx.reply(botText(lang(ctx), 'language.choose'), { reply_markup: languageKeyboard() }));
  bot.command('stop', async (ctx) => {
    await setStopped(db, ctx.player.id, true);
    await ctx.reply(botText(lang(ctx), 'stop.done'));
  });
  bot.command('notify', async (ctx) => {
    await setStopped(db, ctx.player.id, false);
    await ctx.reply(botText(lang(ctx), 'notify.done'));
  });
  bot.command('paysupport', (ctx) => ctx.reply(botText(lang(ctx), 'paysupport', { support: supportUrl })));

  // A language button: the player's language, for the bot and the app alike (users.language_code).
  bot.callbackQuery(LANGUAGE_BUTTON, async (ctx) => {
    const code = ctx.match[1];
    if (!isLanguageCode(code)) {
      await ctx.answerCallbackQuery();
      return;
    }
    await updateUserLanguage(db, ctx.player.id, code);
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(botText(code, 'language.set'));
  });

  // Anything else: a short help, with the button that opens the app.
  bot.on('message', (ctx) => ctx.reply(botText(lang(ctx), 'unknown'), { reply_markup: openAppKeyboard(lang(ctx), target) }));
  return bot;
}
