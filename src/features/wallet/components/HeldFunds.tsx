import { useState } from 'react';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { useWithdrawHeld, type HeldReturn } from '../api/withdraw-held';

/**
 * Deposits held over a deposit limit or during a break: shown apart from the balance, and can be
 * withdrawn. Once taken back, the card says how much is going home, whole and in one payment (the
 * daily limit does not apply, the hot wallet never splits it), and that an operator checks a large
 * one first; it stays on the screen, since the held amount it replaces is then zero.
 */
export function HeldFunds({ held, canWithdraw }: { held: string; canWithdraw: boolean }) {
  const t = useT();
  const { withdrawHeld, isPending } = useWithdrawHeld();
  const [returned, setReturned] = useState<HeldReturn | null>(null);

  if (returned) {
    return (
      <section className="card" aria-labelledby="wallet-held-return">
        <p>
          <output id="wallet-held-return">
            {t('wallet.heldReturning', { amount: displayUsdt(returned.amount) })}
            {returned.status === 'awaiting_approval' ? ` ${t('wallet.heldReturnReview')}` : null}
          </output>
        </p>
      </section>
    );
  }
  if (Number(held) === 0) return null;

  async function onWithdraw(): Promise<void> {
    setReturned(await withdrawHeld());
  }

  return (
    <section className="card" aria-labelledby="wallet-held-title">
      <h2 id="wallet-held-title">{t('wallet.held', { amount: displayUsdt(held) })}</h2>
      <p className="muted">{t('wallet.heldHint')}</p>
      {canWithdraw ? (
        <button type="button" className="button" disabled={isPending} onClick={() => void onWithdraw()}>
          {t('wallet.heldWithdraw')}
        </button>
      ) : null}
    </section>
  );
}
