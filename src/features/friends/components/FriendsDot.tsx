import { useT } from '../../../i18n/t';
import { useCircles } from '../api/get-circles';
import { hasEarningsToWithdraw } from '../circles';

/**
 * The Friends item's red dot (spec section 2), loaded lazily by the bottom bar: nothing until the
 * circles have loaded, then a dot while last week has unwithdrawn earnings. Its text is the Friends
 * link's description (the link points at `id` with aria-describedby), not part of the link's name.
 */
export default function FriendsDot({ id }: { id: string }) {
  const t = useT();
  const circles = useCircles();
  if (!circles.isSuccess) return null;
  if (!hasEarningsToWithdraw(circles.data.data, new Date(circles.dataUpdatedAt))) return null;
  return (
    <span id={id} className="bottom-bar__dot" aria-hidden="true">
      <span className="bottom-bar__dot-text">{t('nav.friendsDot')}</span>
    </span>
  );
}
