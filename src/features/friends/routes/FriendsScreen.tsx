import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/** The friends (referral) screen; weekly earnings and withdraw arrive with the referral issue. */
export default function FriendsScreen() {
  const t = useT();
  return (
    <>
      <h1>{t('friends.title')}</h1>
      <p className="muted">{t('friends.intro')}</p>
      <PreloadLink to="/history" className="nav-card">
        {t('friends.historyLink')}
      </PreloadLink>
    </>
  );
}
