/** The console's catalogues: English in its entry, each other language a chunk of its own, loaded on demand. */
import { en, type AdminMessageId } from './messages/en';
import type { AdminLanguage } from './languages';

/** Every catalogue has exactly English's keys (a missing or extra one is a type error). */
export type AdminCatalogue = Readonly<Record<AdminMessageId, string>>;

const loaders: Record<Exclude<AdminLanguage, 'en'>, () => Promise<{ messages: AdminCatalogue }>> = {
  ru: () => import('./messages/ru'),
};

export async function loadAdminCatalogue(code: AdminLanguage): Promise<AdminCatalogue> {
  if (code === 'en') return en;
  return (await loaders[code]()).messages;
}
