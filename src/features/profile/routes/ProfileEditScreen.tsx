import { useState, useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../../contract/languages';
import { failureText } from '../../../i18n/api-error-text';
import { getI18nState, subscribeI18n } from '../../../i18n/store';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { setLanguage } from '../../../settings/language';
import { useUpdateMyLanguage } from '../api/update-me';
import { FullscreenSwitch } from '../components/FullscreenSwitch';
import { LanguagePicker } from '../components/LanguagePicker';
import { NotificationSwitches } from '../components/NotificationSwitches';
import '../profile.css';
import { ErrorCard } from '../../../ui/ErrorCard';

/** The language the picker shows as chosen: the one loading, else the one on screen. */
const shownLanguage = (): LanguageCode => getI18nState().pending ?? getI18nState().language;
const screenLanguage = (): LanguageCode => getI18nState().language;

/**
 * Profile settings at /profile/edit. A language is selected in the picker and applies on an
 * explicit choice (LanguagePicker): then it applies at once (the settings store: this tab, the
 * other tabs, the next start) and is saved to the account too, once per choice; a failed save
 * keeps the local choice and says why.
 */
export default function ProfileEditScreen() {
  const t = useT();
  const language = useSyncExternalStore(subscribeI18n, shownLanguage, shownLanguage);
  const uiLanguage = useSyncExternalStore(subscribeI18n, screenLanguage, screenLanguage);
  // A language selected with the arrow keys but not applied yet.
  const [selected, setSelected] = useState<LanguageCode | null>(null);
  const save = useUpdateMyLanguage();
  const apply = (code: LanguageCode) => {
    setSelected(null);
    if (code === language) return; // Save or Enter on the language already chosen: nothing to do
    if (setLanguage(code)) save.mutate(code);
  };
  return (
    <>
      <h1>{t('profileEdit.title')}</h1>
      <p className="muted">{t('profileEdit.intro')}</p>
      <LanguagePicker value={selected ?? language} uiLanguage={uiLanguage} onSelect={setSelected} onApply={apply} />
      <FullscreenSwitch />
      <NotificationSwitches />
      {save.error ? <ErrorCard className="profile-edit__problem" message={t('profileEdit.saveFailed', { message: failureText(save.error) })} /> : null}
      <PreloadLink to="/" className="nav-card">
        {t('profileEdit.backLink')}
      </PreloadLink>
    </>
  );
}
