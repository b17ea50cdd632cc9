import { useEffect } from 'react';
import { setLanguage } from '../../settings/language';

/** The current URL without its `lang` parameter (the rest of the query and the hash kept). */
function withoutLangParam(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  return url.href; // absolute: a path starting with `//` would otherwise read as another host
}

/**
 * `/?lang=xx` (docs/product.md section 2): a supported code switches the language and is saved; anything
 * else is ignored. The parameter is then dropped from the URL, so going back to this history
 * entry, or reloading it, cannot undo a language the player picked since.
 */
export function useLanguageParam(lang: string | undefined): void {
  useEffect(() => {
    if (lang === undefined) return;
    setLanguage(lang);
    // Same history entry and state (its scroll key); wouter hears replaceState and re-reads the search.
    history.replaceState(history.state, '', withoutLangParam());
  }, [lang]);
}
