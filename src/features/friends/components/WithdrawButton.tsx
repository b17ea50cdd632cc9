import { useId, useState } from 'react';
import type { RefCircle } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { useOnline } from '../../../lib/use-online';
import { useWithdrawCircle } from '../api/withdraw-circle';
import { hasEarnings } from '../circles';
import { Button } from '../../../ui/Button';
import { WithdrawConfirm } from './WithdrawConfirm';

/**
 * Withdraws one finished week. Disabled, and saying why, when it is already withdrawn, while the
 * withdraw is on its way, with nothing earned, or offline (docs/offline.md: it needs the network).
 * With nothing earned the reason is written beside it (a grey button said nothing).
 * A tap asks first (WithdrawConfirm): the money may leave on chain, where nothing calls it back.
 */
export function WithdrawButton({ circle, describedBy }: { circle: RefCircle | undefined; describedBy?: string }) {
  const t = useT();
  const online = useOnline();
  const { withdraw, pending } = useWithdrawCircle();
  const ready = circle !== undefined && hasEarnings(circle);
  const reasonId = useId();
  const nothing = !ready && !circle?.isWithdrawn;
  const [confirming, setConfirming] = useState(false);

  let label = t('friends.withdraw');
  if (circle?.isWithdrawn) label = t('friends.withdrawn');
  else if (pending) label = t('friends.withdrawing');
  else if (ready && !online) label = t('friends.withdrawOffline');

  return (
    <>
      <Button className="friends-week__withdraw" disabled={!ready || pending || !online} aria-describedby={[describedBy, nothing ? reasonId : undefined].filter(Boolean).join(' ') || undefined} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming && circle ? (
        <WithdrawConfirm
          circle={circle}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            withdraw(circle.circleId);
          }}
        />
      ) : null}
      {nothing ? (
        <p id={reasonId} className="muted friends-week__reason">
          {t('friends.withdraw.nothing')}
        </p>
      ) : null}
    </>
  );
}
