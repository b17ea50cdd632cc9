/** The console's language, switched in place; the choice is kept on this browser (i18n/admin-i18n.ts). */
import { useId } from 'react';
import { chooseAdminLanguage, useAdminLanguage } from '../i18n/admin-i18n';
import { ADMIN_LANGUAGE_NAMES, ADMIN_LANGUAGES, isAdminLanguage } from '../i18n/languages';
import { texts } from '../shared/texts';

export function LanguageSwitch() {
  const language = useAdminLanguage();
  const id = useId();
  return (
    <p className="language">
      <label htmlFor={id}>{texts.nav.language}</label>{' '}
      <select id={id} value={language} onChange={(event) => isAdminLanguage(event.target.value) && void chooseAdminLanguage(event.target.value)}>
        {ADMIN_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ADMIN_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </p>
  );
}
