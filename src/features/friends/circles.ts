/**
 * Which week is which on the friends screen, and the red dot's rule (docs/product.md section 2), as pure
 * functions of the circles and the clock.
 */
import { circleId, previousCircleId } from '../../contract/circle-id';
import type { RefCircle } from '../../contract/api-types';
import { parseUsdt } from '../../contract/money';

/** Not withdrawn and something earned (the server answers 409 otherwise). */
export function hasEarnings(circle: RefCircle): boolean {
  return !circle.isWithdrawn && (parseUsdt(circle.earnFromChild) ?? 0n) > 0n;
}

export interface Weeks {
  /** The week in progress: shown, never withdrawable yet. */
  current: RefCircle | undefined;
  /** The circle of the date one week ago (docs/product.md section 3). */
  lastWeek: RefCircle | undefined;
  /** Every older week, newest first. */
  earlier: RefCircle[];
}

export function splitWeeks(circles: readonly RefCircle[], now: Date): Weeks {
  const currentId = circleId(now);
  const lastId = previousCircleId(now);
  return {
    current: circles.find((circle) => circle.circleId === currentId),
    lastWeek: circles.find((circle) => circle.circleId === lastId),
    // The server lists circles newest first; filter keeps that order.
    earlier: circles.filter((circle) => circle.circleId < lastId),
  };
}

/**
 * The Friends item's red dot: last week's record exists, is not withdrawn and has earnings from
 * referred players, and the circles have finished loading (undefined until then).
 */
export function hasEarningsToWithdraw(circles: readonly RefCircle[] | undefined, now: Date): boolean {
  const lastWeek = circles?.find((circle) => circle.circleId === previousCircleId(now));
  return lastWeek !== undefined && hasEarnings(lastWeek);
}
