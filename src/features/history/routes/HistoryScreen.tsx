import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/** The order history; the paged list arrives with the history issue. */
export default function HistoryScreen() {
  const t = useT();
  return (
    <>
      <h1>{t('history.title')}</h1>
      <p className="muted">{t('history.empty')}</p>
      <PreloadLink to="/" className="nav-card">
        {t('history.homeLink')}
      </PreloadLink>
    </>
  );
}
