import { useId } from 'react';
import { circleWeekStart, previousCircleId } from '../../../contract/circle-id';
import type { RefCircle } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { formatUtcDay } from '../../../i18n/format-date';
import { WeekFigures } from './WeekFigures';
import { WithdrawButton } from './WithdrawButton';
import { Card } from '../../../ui/Card';

/** Last week's record (the circle of the date one week ago): the one the red dot is about. */
export function LastWeekCard({ circle, now }: { circle: RefCircle | undefined; now: Date }) {
  const t = useT();
  const titleId = useId();
  const start = circleWeekStart(circle?.circleId ?? previousCircleId(now));
  return (
    <Card as="section" className="friends-week friends-week--last" aria-labelledby={titleId}>
      <h2 id={titleId} className="friends-week__title">
        {t('friends.lastWeek')}
      </h2>
      <p className="muted friends-week__date">{t('friends.weekOf', { date: formatUtcDay(start) })}</p>
      <WeekFigures circle={circle} />
      <WithdrawButton circle={circle} />
    </Card>
  );
}
