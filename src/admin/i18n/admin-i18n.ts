/**
 * The console's language on screen: @formatjs/intl over its catalogue, as a small external store.
 * The console always formats through ICU (its English needs plurals; its bundle is not the
 * player's, so the parser costs no player a byte). English works at once, with nothing loaded,
 * which the component tests rely on; another language is loaded first and only then shown.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useSyncExternalStore } from 'react';
import { loadAdminCatalogue, type AdminCatalogue } from './catalogues';
import { isAdminLanguage, pickAdminLanguage, type AdminLanguage } from './languages';
import { en, type AdminMessageId } from './messages/en';

export type AdminMessageValues = Record<string, string | number>;

const cache = createIntlCache();
// English under every catalogue: a key not yet translated shows in English, never as its id.
const intlOf = (language: AdminLanguage, catalogue: AdminCatalogue) =>
  createIntl({ locale: language, defaultLocale: 'en', messages: { ...en, ...catalogue } }, cache);

let language: AdminLanguage = 'en';
let intl: IntlShape<string> = intlOf('en', en);
let latest = 0;
const listeners = new Set<() => void>();

/** The text of `id` in the console's language. */
export function m(id: AdminMessageId, values?: AdminMessageValues): string {
  // Values print as given, as in the player's app: an id must not get a thousands separator.
  // Plurals still read a numeric string as its number.
  const strings = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return intl.formatMessage({ id }, strings);
}

export const adminLanguage = (): AdminLanguage => language;

export function subscribeAdminLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The language on screen; the component re-renders when it changes. */
export function useAdminLanguage(): AdminLanguage {
  return useSyncExternalStore(subscribeAdminLanguage, adminLanguage, adminLanguage);
}

/** Loads `code`'s catalogue, then shows it; of quick successive calls only the last one applies. */
export async function setAdminLanguage(code: AdminLanguage): Promise<void> {
  const ticket = ++latest;
  const catalogue = await loadAdminCatalogue(code);
  if (ticket !== latest || code === language) return;
  language = code;
  intl = intlOf(code, catalogue);
  document.documentElement.lang = code;
  document.title = m('product'); // the tab and the history name the console in its language too
  for (const listener of listeners) listener();
}

const STORAGE_KEY = 'sendswin.admin.language';

/** The operator's own choice on this browser, if they made one. */
export function storedAdminLanguage(): AdminLanguage | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isAdminLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the choice lasts for this page only
  }
}

/** The switch: the choice is kept on this browser and wins over every other signal. */
export function chooseAdminLanguage(code: AdminLanguage): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage blocked: shown for this page only
  }
  return setAdminLanguage(code);
}

/**
 * The language to show, best signal first: the stored choice, the operator's Telegram language
 * (once a session names it), the browser's languages.
 */
export function preferredAdminLanguage(telegramLanguage?: string | null): AdminLanguage {
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return pickAdminLanguage([storedAdminLanguage(), telegramLanguage, ...browser]);
}
