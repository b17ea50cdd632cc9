import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../../contract/languages';
import { getI18nState, subscribeI18n } from '../../../i18n/store';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { setLanguage } from '../../../settings/language';
import { useUpdateMyLanguage } from '../api/update-me';
import { FullscreenSwitch } from '../components/FullscreenSwitch';
import { LanguagePicker } from '../components/LanguagePicker';
import '../profile.css';

/** The language the picker shows as chosen: the one loading, else the one on screen. */
const shownLanguage = (): LanguageCode => getI18nState().pending ?? getI18nState().language;

/**
 * Profile settings at /profile/edit. A language applies at once (the settings store: this tab,
 * the other tabs, the next start) and is saved to the account too; a failed save keeps the local
 * choice and says why.
 */
export default function ProfileEditScreen() {
  const t = useT();
  const language = useSyncExternalStore(subscribeI18n, shownLanguage, shownLanguage);
  const save = useUpdateMyLanguage();
  const choose = (code: LanguageCode) => {
    if (setLanguage(code)) save.mutate(code);
  };
  return (
    <>
      <h1>{t('profileEdit.title')}</h1>
      <p className="muted">{t('profileEdit.intro')}</p>
      <LanguagePicker value={language} onChange={choose} />
      <FullscreenSwitch />
      {save.error ? (
        // An ApiError's message is the server's own (lib/api-error.ts); else the network's.
        <p role="alert" className="card profile-edit__problem">
          {t('profileEdit.saveFailed', { message: save.error.message })}
        </p>
      ) : null}
      <PreloadLink to="/" className="nav-card">
        {t('profileEdit.backLink')}
      </PreloadLink>
    </>
  );
}
