import { TERMS_VERSION } from '../../../contract/protection';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

const SECTIONS = ['terms.age', 'terms.money', 'terms.games', 'terms.limits', 'terms.risk', 'terms.changes'] as const;

/** The terms of play, in the player's language, with the version the wallet asks to accept (docs/player-protection.md). */
export default function TermsScreen() {
  const t = useT();
  return (
    <>
      <h1>{t('terms.title')}</h1>
      {/* Isolated: a date-like version keeps its order inside right-to-left text. */}
      <p className="muted">{t('terms.version', { version: `\u2066${TERMS_VERSION}\u2069` })}</p>
      <ol className="card">
        {SECTIONS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
      <p>
        <PreloadLink to="/fairness">{t('odds.title')}</PreloadLink>
      </p>
      <p>
        <PreloadLink to="/wallet">{t('wallet.title')}</PreloadLink>
      </p>
    </>
  );
}
