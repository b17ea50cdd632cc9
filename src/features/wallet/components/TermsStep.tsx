import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TERMS_VERSION } from '../../../contract/protection';
import { failureText } from '../../../i18n/api-error-text';
import { textDirection } from '../../../i18n/language-tags';
import { getI18nState } from '../../../i18n/store';
import { useT } from '../../../i18n/t';
import { queryKeys } from '../../../lib/query-keys';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { acceptTerms } from '../api/accept-terms';

/**
 * Before the first deposit, and again when the terms change: the 18+ confirmation and the terms
 * of play (docs/player-protection.md). The server keeps the deposit address, memo and wallet
 * binding shut until it has recorded them; a deposit limit is offered right here.
 */
export function TermsStep() {
  const t = useT();
  const queryClient = useQueryClient();
  const [adult, setAdult] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function accept(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!adult) {
      setProblem(t('terms.mustConfirm'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await acceptTerms(TERMS_VERSION);
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="terms-step-title">
      <h2 id="terms-step-title">{t('terms.stepTitle')}</h2>
      <p>{t('terms.stepText')}</p>
      <p>
        <PreloadLink to="/terms">{t('terms.read')}</PreloadLink>
      </p>
      <form onSubmit={(event) => void accept(event)} noValidate>
        <label className="terms-adult">
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} aria-describedby={problem ? 'terms-problem' : undefined} />
          {/* Right to left, a date-like version reads backwards ("1-11-2026") unless isolated. */}
          <span>{t('terms.adult', { version: textDirection(getI18nState().language) === 'rtl' ? `\u2066${TERMS_VERSION}\u2069` : TERMS_VERSION })}</span>
        </label>
        {problem ? (
          <p id="terms-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {t('terms.accept')}
        </button>
      </form>
      <p className="muted">
        <PreloadLink to="/profile/protection">{t('wallet.limitOffer')}</PreloadLink>
      </p>
    </section>
  );
}
