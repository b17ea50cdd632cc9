import { useId, useState, type FormEvent } from 'react';
import type { WalletSummary } from '../../../contract/api-types';
import { parseUsdt } from '../../../contract/money';
import { displayUsdt } from '../../../i18n/format-amount';
import { parseAmount } from '../../../i18n/parse-amount';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';

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
          <Field
            label={t('wallet.withdrawAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            error={invalid ? t('wallet.withdrawBad', { example: displayUsdt('10.5') }) : null}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={withdrawal.isPending}>
            {t('wallet.withdraw')}
          </Button>
        </form>
      ) : (
        <p>{t('apiError.noBoundWallet')}</p>
      )}
    </section>
  );
}
