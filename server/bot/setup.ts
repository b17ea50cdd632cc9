/**
 * What Telegram shows before anyone writes to the bot, set at every start (idempotent calls):
 * the command list, the description and the short description in each of the 17 languages (and
 * English as the default), the menu button that opens the app, and the webhook.
 */
import type { Api } from 'grammy';
import type { LanguageCode as TelegramLanguage } from 'grammy/types';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import { botText } from '../../src/i18n/bot/catalogues';
import type { Config } from '../config';

export const BOT_COMMANDS = ['start', 'help', 'language', 'stop', 'notify', 'paysupport', 'complaint'] as const;
export const WEBHOOK_PATH = '/telegram/webhook';
export const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

/** Telegram names languages by two-letter ISO 639-1 codes; ours carry a region, and `ua` is `uk`. */
export function telegramLanguageCode(code: LanguageCode): TelegramLanguage {
  return (code === 'ua' ? 'uk' : code.split('-')[0]) as TelegramLanguage;
}

async function describe(api: Api, language: LanguageCode, languageCode: TelegramLanguage | undefined): Promise<void> {
  const scope = languageCode ? { language_code: languageCode } : {};
  const commands = BOT_COMMANDS.map((command) => ({ command, description: botText(language, `command.${command}`) }));
  await api.setMyCommands(commands, scope);
  await api.setMyDescription(botText(language, 'description'), scope);
  await api.setMyShortDescription(botText(language, 'description.short'), scope);
}

export async function setUpBot(api: Api, config: Config): Promise<void> {
  await describe(api, 'en', undefined);
  for (const language of LANGUAGE_CODES) await describe(api, language, telegramLanguageCode(language));
  if (config.publicUrl) {
    await api.setChatMenuButton({ menu_button: { type: 'web_app', text: botText('en', 'button.open'), web_app: { url: config.publicUrl } } });
    if (!config.botPolling) {
      await api.setWebhook(`${config.publicUrl}${WEBHOOK_PATH}`, { secret_token: config.botWebhookSecret, allowed_updates: [...ALLOWED_UPDATES] });
    }
  }
}
