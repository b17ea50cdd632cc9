/**
 * The UI language, as stored in app-storage (docs/product.md section 4): it starts as the stored choice, else
 * the Telegram user's language_code if supported, else en; a change is accepted only for one of
 * the 17 codes. The i18n store follows it through `subscribeLanguage`.
 */
import { isLanguageCode, matchLanguage, type LanguageCode } from '../contract/languages';
import { getSettings, saveLanguage, subscribeSettings } from './app-storage';

export function getLanguage(): LanguageCode {
  return getSettings().language;
}

type LanguageListener = (code: LanguageCode) => void;
const listeners = new Set<LanguageListener>();

function notify(code: LanguageCode): void {
  for (const listener of listeners) listener(code);
}

/**
 * Accepts only a supported code (docs/product.md section 5); returns whether it was accepted. Setting the
 * current code again still tells the listeners: the UI may not show it yet (its catalogue failed
 * to load), and picking it again is how the player retries.
 */
export function setLanguage(code: unknown): boolean {
  if (!isLanguageCode(code)) return false;
  const unchanged = code === getLanguage();
  saveLanguage(code);
  if (unchanged) notify(code);
  return true;
}

/** Calls `listener` with the language whenever it changes: here, in another tab, or by a late read. */
export function subscribeLanguage(listener: LanguageListener): () => void {
  let last = getLanguage();
  const unsubscribe = subscribeSettings(() => {
    const code = getLanguage();
    if (code === last) return;
    last = code;
    listener(code);
  });
  const direct: LanguageListener = (code) => {
    last = code;
    listener(code);
  };
  listeners.add(direct);
  return () => {
    unsubscribe();
    listeners.delete(direct);
  };
}

/** The starting language for a Telegram user's `language_code` (`fr` -> fr-FR, `uk` -> ua, none -> en). */
export function initialLanguage(telegramLanguageCode: string | undefined): LanguageCode {
  return matchLanguage(telegramLanguageCode);
}
