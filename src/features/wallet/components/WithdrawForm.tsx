import { useId, useState, type FormEvent } from 'react';
import type { WalletSummary } from '../../../contract/api-types';
import { parseUsdt } from '../../../contract/money';
import { displayUsdt } from '../../../i18n/format-amount';
import { parseAmount } from '../../../i18n/parse-amount';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';

/**
 * Withdraw: an amount in the player's number format (read as the stake field reads it), sent to
 * the bound wallet. Without a bound wallet it says where withdrawals go instead of offering them.
 */
export function WithdrawForm({ wallet }: { wallet: WalletSummary }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const withdrawal = useRequestWithdrawal();

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(text);
    const micro = amount === null ? null : parseUsdt(amount);
    if (amount === null || micro === null || micro === 0n) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void withdrawal.withdraw(amount).then((done) => {
      if (!done) return;
      setText('');
      showToast(t('wallet.withdrawRequested', { amount: displayUsdt(amount) }), { variant: 'success' });
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wallet.withdrawTitle')}</h2>
      {wallet.boundAddress ? (
        <form onSubmit={submit}>
          <label htmlFor={`${id}-amount`}>{t('wallet.withdrawAmount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {invalid ? (
            <p id={`${id}-error`} role="alert">
              {t('wallet.withdrawBad', { example: displayUsdt('10.5') })}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={withdrawal.isPending}>
            {t('wallet.withdraw')}
          </button>
        </form>
      ) : (
        <p>{t('apiError.noBoundWallet')}</p>
      )}
    </section>
  );
}
