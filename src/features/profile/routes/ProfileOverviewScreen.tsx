import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/** The profile overview at /profile/: the way to settings and to the order history. */
export default function ProfileOverviewScreen() {
  const t = useT();
  return (
    <>
      <h1>{t('profile.title')}</h1>
      <p className="muted">{t('profile.intro')}</p>
      <ul className="link-list">
        <li>
          {/* Relative to the profile route: /profile/edit. */}
          <PreloadLink to="/edit" className="nav-card">
            {t('profile.editLink')}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to="~/history" className="nav-card">
            {t('profile.historyLink')}
          </PreloadLink>
        </li>
      </ul>
    </>
  );
}
