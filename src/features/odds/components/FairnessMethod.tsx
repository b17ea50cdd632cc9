import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/** How results are drawn and how a player verifies an order (docs/fairness.md), in the player's words. */
export function FairnessMethod() {
  const t = useT();
  return (
    <>
      <section className="card" aria-labelledby="odds-method">
        <h2 id="odds-method">{t('odds.methodTitle')}</h2>
        <p>{t('odds.method1')}</p>
        <p>{t('odds.method2')}</p>
        <p>{t('odds.method3')}</p>
      </section>
      <section className="card" aria-labelledby="odds-verify">
        <h2 id="odds-verify">{t('odds.verifyTitle')}</h2>
        <ol>
          <li>{t('odds.verify1')}</li>
          <li>{t('odds.verify2')}</li>
          <li>{t('odds.verify3')}</li>
        </ol>
        <p>
          <PreloadLink to="/profile">{t('odds.seedLink')}</PreloadLink>
        </p>
        <p>
          <PreloadLink to="/history">{t('odds.historyLink')}</PreloadLink>
        </p>
      </section>
    </>
  );
}
