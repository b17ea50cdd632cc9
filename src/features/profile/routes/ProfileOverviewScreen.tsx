import { useT } from '../../../i18n/t';
import { useRouterContext } from '../../../lib/router-context';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import '../profile.css';

/** The profile overview at /profile/: who is playing, the way to settings and to the order history. */
export default function ProfileOverviewScreen() {
  const t = useT();
  const { user } = useRouterContext();
  return (
    <>
      <h1>{t('profile.title')}</h1>
      <p className="muted">{t('profile.intro')}</p>
      {user ? (
        <section className="card profile-player" aria-label={t('profile.player')}>
          <p className="profile-player__name">{user.telegramFullName}</p>
          <p className="muted">{t('profile.playerId', { id: user.id })}</p>
        </section>
      ) : null}
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
