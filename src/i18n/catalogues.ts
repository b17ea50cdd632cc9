/**
 * The message catalogues: English in the entry, the 16 others one chunk each, loaded on demand.
 * vite.config.ts names their chunks `messages-<code>-<hash>.js`, which the service worker caches
 * on first use instead of precaching all of them.
 */
import type { LanguageCode } from '../contract/languages';
import type { MessageId } from './messages/en';
// Static: only load-language.ts (a lazy chunk of its own, which needs English anyway) imports this file.
import { enAll } from './messages/en-all';

/** Every catalogue has exactly English's keys (a missing or extra one is a type error). */
export type Catalogue = Readonly<Record<MessageId, string>>;

type CatalogueModule = Promise<{ messages: Catalogue }>;

const loaders: Record<Exclude<LanguageCode, 'en'>, () => CatalogueModule> = {
  'zh-CN': () => import('./messages/zh-CN'),
  'fr-FR': () => import('./messages/fr-FR'),
  'es-ES': () => import('./messages/es-ES'),
  'ko-KR': () => import('./messages/ko-KR'),
  'ja-JP': () => import('./messages/ja-JP'),
  ru: () => import('./messages/ru'),
  'hi-IN': () => import('./messages/hi-IN'),
  'pt-PT': () => import('./messages/pt-PT'),
  tr: () => import('./messages/tr'),
  id: () => import('./messages/id'),
  ar: () => import('./messages/ar'),
  de: () => import('./messages/de'),
  'ms-MY': () => import('./messages/ms-MY'),
  'tl-PH': () => import('./messages/tl-PH'),
  it: () => import('./messages/it'),
  ua: () => import('./messages/ua'),
};

export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  if (code === 'en') return enAll;
  return (await loaders[code]()).messages;
}
