import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { useWithdrawHeld } from '../api/withdraw-held';

/** Deposits held over a deposit limit or during a break: shown apart from the balance, and can be withdrawn. */
export function HeldFunds({ held, canWithdraw }: { held: string; canWithdraw: boolean }) {
  const t = useT();
  const { withdrawHeld, isPending } = useWithdrawHeld();
  if (Number(held) === 0) return null;

  async function onWithdraw(): Promise<void> {
    if (await withdrawHeld()) showToast(t('wallet.heldWithdrawn'), { variant: 'info' });
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
