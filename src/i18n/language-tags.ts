import type { LanguageCode } from '../contract/languages';

/**
 * The BCP 47 tag of a supported code, for `<html lang>`, Intl and ICU. The spec's `ua` is
 * Ukrainian, whose tag is `uk` (`ua` is the country); its "Philippino" is Filipino, `fil`.
 */
export function languageTag(code: LanguageCode): string {
  if (code === 'ua') return 'uk';
  if (code === 'tl-PH') return 'fil-PH';
  return code;
}

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return code === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The name of `code` in the language `inLanguage` ("arabe" in French), from the browser's own
 * data, so no table of 17 x 17 names ships; the bare code where Intl.DisplayNames is missing.
 */
export function languageName(code: LanguageCode, inLanguage: LanguageCode): string {
  try {
    const names = new Intl.DisplayNames([languageTag(inLanguage)], { type: 'language' });
    return names.of(languageTag(code).split('-')[0] ?? code) ?? code;
  } catch {
    return code;
  }
}
