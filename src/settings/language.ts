/**
 * The UI language (spec section 4: "starts as the messenger user's language code if supported,
 * otherwise en"). For now an in-memory value set once at start; the i18n issue takes it over,
 * persists it in app-storage and re-renders on change, so callers only use these functions.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, matchLanguage, type LanguageCode } from '../contract/languages';

let language: LanguageCode = DEFAULT_LANGUAGE;

export function getLanguage(): LanguageCode {
  return language;
}

/** Accepts only a supported code (spec section 5); returns whether it was applied. */
export function setLanguage(code: unknown): boolean {
  if (!isLanguageCode(code)) return false;
  language = code;
  return true;
}

/** The starting language for a Telegram user's `language_code` (`pt-br` -> pt-PT, none -> en). */
export function initialLanguage(telegramLanguageCode: string | undefined): LanguageCode {
  return matchLanguage(telegramLanguageCode);
}
