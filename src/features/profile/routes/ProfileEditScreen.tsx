import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/** Profile settings at /profile/edit; the language picker arrives with the i18n issue. */
export default function ProfileEditScreen() {
  const t = useT();
  return (
    <>
      <h1>{t('profileEdit.title')}</h1>
      <p className="muted">{t('profileEdit.intro')}</p>
      <PreloadLink to="/" className="nav-card">
        {t('profileEdit.backLink')}
      </PreloadLink>
    </>
  );
}
