import type { LanguageCode } from './languages';

/**
 * Spec section 3: code -> name. A module of its own, apart from the codes: only the screens that
 * show the names (the profile's language picker) carry them; the entry chunk needs the codes alone.
 */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  'zh-CN': 'Chinese',
  'fr-FR': 'French',
  'es-ES': 'Spanish',
  'ko-KR': 'Korean',
  'ja-JP': 'Japanese',
  ru: 'Russian',
  'hi-IN': 'Indian',
  'pt-PT': 'Portuguese',
  tr: 'Turkish',
  id: 'Indonesian',
  ar: 'Arabic',
  de: 'German',
  'ms-MY': 'Malay',
  'tl-PH': 'Philippino',
  it: 'Italian',
  ua: 'Ukrainian',
};
