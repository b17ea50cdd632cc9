import { useId } from 'react';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { AddressChip } from '../../../ui/AddressChip';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

/**
 * The review before a withdrawal leaves (docs/payments.md, "A review before money moves"): the
 * amount, the wallet it goes to, when it arrives and that a sent withdrawal cannot be called back.
 * Its confirm names the amount and is red; Cancel and Escape send nothing.
 */
export function WithdrawReview({ amount, address, onConfirm, onCancel }: { amount: string; address: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const titleId = useId();
  const shown = displayUsdt(amount);
  return (
    <Dialog className="card review-dialog" labelledBy={titleId} onClose={onCancel}>
      <h2 id={titleId}>{t('wallet.review.title')}</h2>
      <dl className="review-dialog__facts">
        <dt>{t('wallet.review.amount')}</dt>
        <dd>{t('profile.balanceValue', { amount: shown })}</dd>
        <dt>{t('wallet.review.to')}</dt>
        <dd>
          <AddressChip address={address} copyLabel={t('wallet.copyYours')} />
        </dd>
        <dt>{t('wallet.review.when')}</dt>
        <dd>{t('wallet.review.whenValue')}</dd>
      </dl>
      <p>{t('wallet.review.final')}</p>
      <div className="button-row">
        <Button variant="danger" onClick={onConfirm}>
          {t('wallet.review.confirm', { amount: shown })}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {t('protection.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
