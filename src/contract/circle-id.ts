import { addWeeks } from 'date-fns/addWeeks';
import { getWeek } from 'date-fns/getWeek';
import { getWeekYear } from 'date-fns/getWeekYear';
import { startOfWeekYear } from 'date-fns/startOfWeekYear';
import { subWeeks } from 'date-fns/subWeeks';
import { utc } from './utc';

/**
 * The referral circle a date belongs to: weekYear * 54 + week (docs/product.md section 3, docs/product.md section 3).
 * The spec says "year"; the week-numbering year keeps the days of a week that straddles New Year
 * in one circle, and 54 > any week number, so ids never collide. Weeks are counted in UTC so the
 * app, in any time zone, and the server agree on which circle a moment belongs to.
 */
export function circleId(date: Date): number {
  return getWeekYear(date, { in: utc }) * 54 + getWeek(date, { in: utc });
}

/** The circle of the date one week before `now`: the one the friends screen and red dot show. */
export function previousCircleId(now: Date = new Date()): number {
  return circleId(subWeeks(now, 1, { in: utc }));
}

/** The first moment of a circle's week (a Sunday, 00:00 UTC): the date the friends screen names it by. */
export function circleWeekStart(id: number): Date {
  const weekYear = Math.floor(id / 54);
  // Mid-year, so the calendar year and the week-numbering year are the same one.
  const firstWeek = startOfWeekYear(Date.UTC(weekYear, 6, 1), { in: utc });
  return new Date(addWeeks(firstWeek, (id % 54) - 1, { in: utc }).getTime());
}
