import { useId, useState, type FormEvent } from 'react';
import type { WalletSummary } from '../../../contract/api-types';
import { parseUsdt } from '../../../contract/money';
import { walletAddress } from '../../../contract/ton-address';
import { displayUsdt } from '../../../i18n/format-amount';
import { parseAmount } from '../../../i18n/parse-amount';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { AddressChip } from '../../../ui/AddressChip';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { WithdrawReview } from './WithdrawReview';

/**
 * Withdraw: an amount in the player's number format (read as the stake field reads it; "Max" fills
 * in the whole balance), sent to the bound wallet shown above it. Nothing is sent before the review
 * (WithdrawReview) is confirmed. Without a bound wallet it says where withdrawals go instead.
 */
export function WithdrawForm({ wallet }: { wallet: WalletSummary }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const withdrawal = useRequestWithdrawal();
  const destination = wallet.boundAddress ? walletAddress(wallet.boundAddress, wallet.network) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(text);
    const micro = amount === null ? null : parseUsdt(amount);
    if (amount === null || micro === null || micro === 0n) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setReviewing(amount);
  }

  function confirm(amount: string) {
    setReviewing(null);
    void withdrawal.withdraw(amount).then((done) => {
      if (!done) return;
      setText('');
      showToast(t('wallet.withdrawRequested', { amount: displayUsdt(amount) }), { variant: 'success' });
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wallet.withdrawTitle')}</h2>
      {destination ? (
        <form onSubmit={submit} noValidate>
          <p className="wallet-bound">
            <span className="muted">{t('wallet.withdrawTo')}</span> <AddressChip address={destination} copyLabel={t('wallet.copyYours')} />
          </p>
          <div className="wallet-amount-row">
            <Field
              label={t('wallet.withdrawAmount')}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              error={invalid ? t('wallet.withdrawBad', { example: displayUsdt('10.5') }) : null}
              onChange={(event) => setText(event.target.value)}
            />
            <Button variant="secondary" className="wallet-max" onClick={() => setText(displayUsdt(wallet.balance))}>
              {t('wallet.max')}
            </Button>
          </div>
          <Button type="submit" disabled={withdrawal.isPending}>
            {t('wallet.withdraw')}
          </Button>
          {reviewing !== null ? <WithdrawReview amount={reviewing} address={destination} onConfirm={() => confirm(reviewing)} onCancel={() => setReviewing(null)} /> : null}
        </form>
      ) : (
        <p>{t('apiError.noBoundWallet')}</p>
      )}
    </section>
  );
}
