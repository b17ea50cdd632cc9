import { getWeek, getWeekYear, subWeeks } from 'date-fns';

/**
 * The referral circle a date belongs to: weekYear * 54 + week (spec section 3, DESIGN.md section 6).
 * The spec says "year"; the week-numbering year keeps the days of a week that straddles New Year
 * in one circle, and 54 > any week number, so ids never collide.
 */
export function circleId(date: Date): number {
  return getWeekYear(date) * 54 + getWeek(date);
}

/** The circle of the date one week before `now`: the one the friends screen and red dot show. */
export function previousCircleId(now: Date = new Date()): number {
  return circleId(subWeeks(now, 1));
}
