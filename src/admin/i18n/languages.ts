/**
 * The console's languages and how one is chosen (docs/back-office.md, "Languages"): the operator's
 * own choice on this browser, else their Telegram language when the server knows it, else the
 * browser's languages, else English.
 */
export const ADMIN_LANGUAGES = ['en', 'ru'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** Each language's name in itself, for the switch. */
export const ADMIN_LANGUAGE_NAMES: Record<AdminLanguage, string> = { en: 'English', ru: 'Русский' };

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

/** The supported language of a tag by its primary subtag (`ru-RU` -> ru, `uk` -> none). */
function match(tag: string | null | undefined): AdminLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isAdminLanguage(primary) ? primary : null;
}

/** The first of `candidates` (best first) that the console speaks; English when none is. */
export function pickAdminLanguage(candidates: readonly (string | null | undefined)[]): AdminLanguage {
  for (const candidate of candidates) {
    const found = match(candidate);
    if (found) return found;
  }
  return 'en';
}
