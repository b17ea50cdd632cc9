/** The 17 languages of docs/product.md section 3 (the app names each in its own language, not by the spec's English names); `ua` uses the date locale `uk`. */
export const LANGUAGE_CODES = [
  'en',
  'zh-CN',
  'fr-FR',
  'es-ES',
  'ko-KR',
  'ja-JP',
  'ru',
  'hi-IN',
  'pt-PT',
  'tr',
  'id',
  'ar',
  'de',
  'ms-MY',
  'tl-PH',
  'it',
  'ua',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/**
 * Matches an IETF tag as Telegram sends it (`fr`, `pt-br`, `zh-hans`, `uk`) to a supported code
 * by exact match, then by primary subtag; `uk` is Ukrainian, which the spec codes `ua`.
 */
export function matchLanguage(tag: string | null | undefined): LanguageCode {
  if (!tag) return DEFAULT_LANGUAGE;
  const lower = tag.toLowerCase();
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split(/[-_]/)[0];
  if (primary === 'uk') return 'ua';
  return LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === primary) ?? DEFAULT_LANGUAGE;
}
