import { useEffect } from 'react';
import { useT } from '../../../i18n/t';
import { showAppBadge } from '../../../lib/app-badge';
import { getWebApp } from '../../../telegram/current-web-app';
import { useCircles } from '../api/get-circles';
import { hasEarningsToWithdraw } from '../circles';

/**
 * The Friends item's red dot (docs/product.md section 2), loaded lazily by the bottom bar: nothing until the
 * circles have loaded, then a dot while last week has unwithdrawn earnings. Its text is the Friends
 * link's description (the link points at `id` with aria-describedby), not part of the link's name.
 * In an installed app the icon's badge follows the dot (lib/app-badge.ts).
 */
export default function FriendsDot({ id }: { id: string }) {
  const t = useT();
  const circles = useCircles();
  const waiting = circles.isSuccess && hasEarningsToWithdraw(circles.data.data, new Date(circles.dataUpdatedAt));
  // The same rule badges the installed app's icon; a withdraw refetches the circles and clears it.
  useEffect(() => {
    if (circles.isSuccess && !getWebApp().isTelegram) showAppBadge(waiting);
  }, [circles.isSuccess, waiting]);
  if (!waiting) return null;
  return (
    <span id={id} className="bottom-bar__dot" aria-hidden="true">
      <span className="visually-hidden">{t('nav.friendsDot')}</span>
    </span>
  );
}
