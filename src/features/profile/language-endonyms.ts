import type { LanguageCode } from '../../contract/languages';

/** Each language's name in itself, so a player finds theirs whatever language the app is in. */
export const LANGUAGE_ENDONYMS: Record<LanguageCode, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
  ru: 'Русский',
  'hi-IN': 'हिन्दी',
  'pt-PT': 'Português',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
  de: 'Deutsch',
  'ms-MY': 'Bahasa Melayu',
  'tl-PH': 'Filipino',
  it: 'Italiano',
  ua: 'Українська',
};
