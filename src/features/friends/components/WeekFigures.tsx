import type { RefCircle } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';

/** A week's earnings from referred players and how many of them played; zero for a week without a record. */
export function WeekFigures({ circle }: { circle: RefCircle | undefined }) {
  const t = useT();
  return (
    <>
      <p className="friends-week__amount">{t('friends.amount', { amount: displayUsdt(circle?.earnFromChild ?? '0') })}</p>
      <p className="muted friends-week__referrals">{t('friends.referrals', { count: circle?.referrals ?? 0 })}</p>
    </>
  );
}
