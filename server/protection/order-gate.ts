import { formatUsdt } from '../../src/contract/money';
import { periodEnd, periodStart, SESSION_GAP_MS } from '../../src/contract/protection';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-error';
import { currentLimits, orderTotalsSince } from './limit-repository';
import { lockProtection, recordSessionOrder, type ProtectionRow } from './protection-repository';

/** A time-out or self-exclusion running at `now` refuses with its end date (orders and the deposit gate). */
export function refuseIfBlocked(protection: ProtectionRow, now: Date): void {
  const { excludedUntil, timeoutUntil } = protection;
  if (excludedUntil && excludedUntil > now) {
    throw forbidden('self_excluded', `Self-excluded until ${excludedUntil.toISOString()}`, { until: excludedUntil.toISOString() });
  }
  if (timeoutUntil && timeoutUntil > now) {
    throw forbidden('timed_out', `Timed out until ${timeoutUntil.toISOString()}`, { until: timeoutUntil.toISOString() });
  }
}

/**
 * Checks an order against the player's time-out, self-exclusion and loss and stake limits, inside
 * the order's transaction and under the player's protection row lock, so concurrent orders are
 * counted one after another. A loss limit counts the stake as lost: the order may not take the
 * period's losses (stakes minus payouts) over the limit even if it loses.
 */
export async function admitOrder(tx: Queryable, userId: number, stakeMicro: bigint, now: Date): Promise<void> {
  const protection = await lockProtection(tx, userId);
  refuseIfBlocked(protection, now);
  for (const limit of await currentLimits(tx, userId, now)) {
    if (limit.amountMicro === null || limit.kind === 'deposit') continue;
    const totals = await orderTotalsSince(tx, userId, periodStart(limit.period, now));
    const used = limit.kind === 'stake' ? totals.stakeMicro : totals.stakeMicro - totals.payoutMicro;
    if (used + stakeMicro > limit.amountMicro) {
      const resetsAt = periodEnd(limit.period, now).toISOString();
      throw forbidden('limit_reached', `Your ${limit.period}ly ${limit.kind} limit of ${formatUsdt(limit.amountMicro)} USDT allows no more until ${resetsAt}`, {
        kind: limit.kind,
        period: limit.period,
        limit: formatUsdt(limit.amountMicro),
        resetsAt,
      });
    }
  }
}

/** Counts a placed order into the reality check's session (the row is already locked). */
export function countIntoSession(tx: Queryable, userId: number, at: Date, stakeMicro: bigint, payoutMicro: bigint): Promise<void> {
  return recordSessionOrder(tx, userId, at, payoutMicro - stakeMicro, SESSION_GAP_MS);
}
