import { useEffect } from 'react';
import { setLanguage } from '../../settings/language';

/** `/?lang=xx` (spec section 2): a supported code switches the language; anything else is ignored. */
export function useLanguageParam(lang: string | undefined): void {
  useEffect(() => {
    if (lang) setLanguage(lang);
  }, [lang]);
}
