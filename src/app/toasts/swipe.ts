/**
 * When a horizontal drag dismisses a toast (docs/product.md section 4): 45 px or more, or faster than
 * 0.11 px/ms on average over the gesture. A flick must also travel FLICK_MIN_PX, so the few
 * pixels a finger wobbles in a quick tap never count as a swipe.
 */
export const SWIPE_THRESHOLD_PX = 45;
export const SWIPE_VELOCITY_PX_PER_MS = 0.11;
export const FLICK_MIN_PX = 10;

export function isDismissingSwipe(dx: number, ms: number): boolean {
  const distance = Math.abs(dx);
  if (distance >= SWIPE_THRESHOLD_PX) return true;
  return distance >= FLICK_MIN_PX && distance / Math.max(ms, 1) > SWIPE_VELOCITY_PX_PER_MS;
}
