/**
 * The bot's 17 catalogues, all loaded at once: the server answers in any language at any moment,
 * and together they are a few kilobytes. Only the server imports this (the app never does).
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../contract/languages';
import type { BotCatalogue } from './catalogue';
import { messages as ar } from './ar';
import { messages as de } from './de';
import { en, type BotMessageId } from './en';
import { messages as esES } from './es-ES';
import { messages as frFR } from './fr-FR';
import { messages as hiIN } from './hi-IN';
import { messages as id } from './id';
import { messages as it } from './it';
import { messages as jaJP } from './ja-JP';
import { messages as koKR } from './ko-KR';
import { messages as msMY } from './ms-MY';
import { messages as ptPT } from './pt-PT';
import { messages as ru } from './ru';
import { messages as tlPH } from './tl-PH';
import { messages as tr } from './tr';
import { messages as ua } from './ua';
import { messages as zhCN } from './zh-CN';

export type { BotMessageId } from './en';
export type { BotCatalogue } from './catalogue';

export const BOT_CATALOGUES: Readonly<Record<LanguageCode, BotCatalogue>> = {
  en,
  'zh-CN': zhCN,
  'fr-FR': frFR,
  'es-ES': esES,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  ru,
  'hi-IN': hiIN,
  'pt-PT': ptPT,
  tr,
  id,
  ar,
  de,
  'ms-MY': msMY,
  'tl-PH': tlPH,
  it,
  ua,
};

/** The text of `key` in `language`, its `{placeholders}` filled (an unknown one is left as is). */
export function botText(language: LanguageCode, key: BotMessageId, values: Readonly<Record<string, string>> = {}): string {
  const text = (BOT_CATALOGUES[language] ?? BOT_CATALOGUES[DEFAULT_LANGUAGE])[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
