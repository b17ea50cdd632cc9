import { useEffect, useSyncExternalStore } from 'react';
import { languageName } from '../i18n/language-tags';
import { getI18nState, subscribeI18n } from '../i18n/store';
import { t } from '../i18n/t';
import { showToast } from '../lib/toast';

const getFailure = () => getI18nState().failure;

/**
 * Says so when a language could not be loaded (offline before its chunks were ever cached): the
 * app stays in the language on screen (i18n/store.ts), never blank. Renders nothing itself.
 */
export function LanguageLoadNotice() {
  const failure = useSyncExternalStore(subscribeI18n, getFailure, getFailure);
  useEffect(() => {
    if (!failure) return;
    const language = languageName(failure.language, getI18nState().language);
    showToast(t('i18n.loadFailed', { language }), { variant: 'warning' });
  }, [failure]);
  return null;
}
