import { useId } from 'react';
import { circleWeekStart } from '../../../contract/circle-id';
import type { RefCircle } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { formatUtcDay } from '../../../i18n/format-date';
import { hasEarnings } from '../circles';
import { WeekFigures } from './WeekFigures';
import { WithdrawButton } from './WithdrawButton';
import { Card } from '../../../ui/Card';

function EarlierWeek({ circle }: { circle: RefCircle }) {
  const t = useT();
  const dateId = useId();
  return (
    <li className="card friends-week">
      <p id={dateId} className="friends-week__title">
        {t('friends.weekOf', { date: formatUtcDay(circleWeekStart(circle.circleId)) })}
      </p>
      <WeekFigures circle={circle} />
      {/* An older week nobody withdrew can still be; the button names its week for screen readers. */}
      {hasEarnings(circle) || circle.isWithdrawn ? (
        <WithdrawButton circle={circle} describedBy={dateId} />
      ) : (
        <p className="muted friends-week__none">{t('friends.nothingEarned')}</p>
      )}
    </li>
  );
}

/** The week in progress (not withdrawable until it ends) and every week before last, newest first. */
export function EarlierWeeks({ current, earlier }: { current: RefCircle | undefined; earlier: RefCircle[] }) {
  const t = useT();
  const thisWeekId = useId();
  const otherWeeksId = useId();
  return (
    <>
      {current ? (
        <Card as="section" className="friends-week" aria-labelledby={thisWeekId}>
          <h2 id={thisWeekId} className="friends-week__title">
            {t('friends.thisWeek')}
          </h2>
          <WeekFigures circle={current} />
        </Card>
      ) : null}
      {earlier.length > 0 ? (
        <section aria-labelledby={otherWeeksId}>
          <h2 id={otherWeeksId}>{t('friends.otherWeeks')}</h2>
          <ul className="friends-weeks">
            {earlier.map((circle) => (
              <EarlierWeek key={circle.circleId} circle={circle} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
