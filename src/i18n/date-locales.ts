/**
 * The date-fns locale of each language (docs/product.md section 4: the choice loads the matching date
 * locale), one chunk each (`date-locale-<name>-<hash>.js`, vite.config.ts). ua uses `uk`. date-fns
 * has no Tagalog/Filipino locale, so tl-PH uses its built-in en-US: English is an official language
 * of the Philippines and the usual one for dates there.
 */
import type { Locale } from 'date-fns';
import type { LanguageCode } from '../contract/languages';

const loaders: Record<LanguageCode, (() => Promise<Locale>) | null> = {
  en: null,
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'ko-KR': () => import('date-fns/locale/ko').then((m) => m.ko),
  'ja-JP': () => import('date-fns/locale/ja').then((m) => m.ja),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  'hi-IN': () => import('date-fns/locale/hi').then((m) => m.hi),
  'pt-PT': () => import('date-fns/locale/pt').then((m) => m.pt),
  tr: () => import('date-fns/locale/tr').then((m) => m.tr),
  id: () => import('date-fns/locale/id').then((m) => m.id),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  'ms-MY': () => import('date-fns/locale/ms').then((m) => m.ms),
  'tl-PH': null,
  it: () => import('date-fns/locale/it').then((m) => m.it),
  ua: () => import('date-fns/locale/uk').then((m) => m.uk),
};

/** undefined: date-fns' built-in en-US. */
export async function loadDateLocale(code: LanguageCode): Promise<Locale | undefined> {
  const load = loaders[code];
  return load ? load() : undefined;
}
