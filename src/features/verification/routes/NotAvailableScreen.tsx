import { useSearch } from 'wouter';
import { useCountryNames } from '../../../i18n/country-names';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { NoticePanel } from '../../../ui/NoticePanel';
import { GlobeIcon } from '../components/NoticeIcons';
import '../verification.css';

/**
 * The polite answer to 403 jurisdiction_blocked (docs/compliance.md, "Jurisdiction signals") at
 * /not-available?country=US: real-money play is not offered there, and the balance stays the
 * player's to withdraw (the server keeps withdrawals open under their tier).
 */
export default function NotAvailableScreen() {
  const t = useT();
  const nameOf = useCountryNames();
  const country = /(?:^|&)country=([A-Z]{2})(?:&|$)/.exec(useSearch())?.[1];
  return (
    <div className="screen-stack">
      <h1>{t('notAvailable.title')}</h1>
      <NoticePanel
        icon={<GlobeIcon />}
        title={t('notAvailable.heading')}
        actions={
          <>
            <PreloadLink to="/wallet" className="button">
              {t('notAvailable.wallet')}
            </PreloadLink>
            <PreloadLink to="/" className="button button--quiet">
              {t('verification.backHome')}
            </PreloadLink>
          </>
        }
      >
        <p>{country ? t('notAvailable.text', { country: nameOf(country) }) : t('notAvailable.textUnknown')}</p>
        <p>{t('notAvailable.balance')}</p>
      </NoticePanel>
    </div>
  );
}
