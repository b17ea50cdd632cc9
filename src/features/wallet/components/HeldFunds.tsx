import type { HeldReturning } from '../../../contract/api-types';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { useWithdrawHeld } from '../api/withdraw-held';

/**
 * Deposits held over a deposit limit or during a break: shown apart from the balance, and can be
 * withdrawn. Once taken back, the wallet says how much is going home, whole and in one payment (the
 * daily limit does not apply, the hot wallet never splits it), and that an operator checks a large
 * one first; from the summary's `heldReturning`, so it stays (after a reload too) until it is sent.
 */
export function HeldFunds({ held, returning, canWithdraw }: { held: string; returning: HeldReturning | null; canWithdraw: boolean }) {
  const t = useT();
  const { withdrawHeld, isPending } = useWithdrawHeld();

  return (
    <>
      {returning ? (
        <section className="card" aria-labelledby="wallet-held-return">
          <p>
            <output id="wallet-held-return">
              {t('wallet.heldReturning', { amount: displayUsdt(returning.amount) })}
              {returning.status === 'awaiting_approval' ? ` ${t('wallet.heldReturnReview')}` : null}
            </output>
          </p>
        </section>
      ) : null}
      {Number(held) === 0 ? null : (
        <section className="card" aria-labelledby="wallet-held-title">
          <h2 id="wallet-held-title">{t('wallet.held', { amount: displayUsdt(held) })}</h2>
          <p className="muted">{t('wallet.heldHint')}</p>
          {canWithdraw ? (
            <button type="button" className="button" disabled={isPending} onClick={() => void withdrawHeld()}>
              {t('wallet.heldWithdraw')}
            </button>
          ) : null}
        </section>
      )}
    </>
  );
}
