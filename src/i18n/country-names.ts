/**
 * Country names in the language on screen, from the browser's own CLDR data (Intl.DisplayNames):
 * no catalogue of 250 names in 17 languages to ship. A code the browser does not know shows as itself.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { languageTag } from './language-tags';
import { getI18nState, subscribeI18n } from './store';

const getLanguage = () => getI18nState().language;

/** `nameOf('CW')` → "Curaçao" (English), "كوراساو" (Arabic); re-renders on a language change. */
export function useCountryNames(): (code: string) => string {
  const language = useSyncExternalStore(subscribeI18n, getLanguage, getLanguage);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    } catch {
      // An engine without DisplayNames: the codes themselves.
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}
