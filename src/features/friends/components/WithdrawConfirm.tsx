import { useId } from 'react';
import type { RefCircle } from '../../../contract/api-types';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { shortAddress } from '../../../contract/ton-address';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { usePayoutDestination } from '../api/get-payout-destination';

/**
 * Asks before a week's earnings leave: the amount, and where they go, on chain to
 * the bound wallet (which cannot be called back) or to the game balance. Confirm waits until that
 * is known; Cancel and Escape send nothing.
 */
export function WithdrawConfirm({ circle, onConfirm, onCancel }: { circle: RefCircle; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const titleId = useId();
  const destination = usePayoutDestination(true);
  let where = t('friends.confirm.loading');
  if (destination.data?.kind === 'wallet') where = t('friends.confirm.toWallet', { address: shortAddress(destination.data.address) });
  else if (destination.data?.kind === 'balance') where = t('friends.confirm.toBalance');
  else if (destination.isError) where = t('friends.confirm.unknown');

  return (
    <Dialog className="card review-dialog" labelledBy={titleId} onClose={onCancel}>
      <h2 id={titleId}>{t('friends.confirm.title', { amount: displayUsdt(circle.earnFromChild) })}</h2>
      <p title={destination.data?.kind === 'wallet' ? destination.data.address : undefined}>{where}</p>
      <div className="friends-confirm__actions">
        <Button variant={destination.data?.kind === 'wallet' ? 'danger' : 'primary'} disabled={!destination.data} onClick={onConfirm}>
          {t('friends.confirm.confirm')}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {t('friends.confirm.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
