import { formatUsdt } from '../../src/contract/money';
import { periodEnd, periodStart, type LimitPeriod } from '../../src/contract/protection';
import { forbidden } from '../http/api-error';
import type { ProtectionRow } from './protection-repository';

/** A time-out or self-exclusion running at `now` refuses with its end date (orders and the deposit gate). */
export function refuseIfBlocked(protection: ProtectionRow, now: Date): void {
  const { excludedUntil, timeoutUntil } = protection;
  if (protection.excludedPermanently) throw forbidden('self_excluded', 'Self-excluded permanently', { until: excludedUntil!.toISOString(), permanent: 'true' });
  if (excludedUntil && excludedUntil > now) {
    throw forbidden('self_excluded', `Self-excluded until ${excludedUntil.toISOString()}`, { until: excludedUntil.toISOString() });
  }
  if (timeoutUntil && timeoutUntil > now) {
    throw forbidden('timed_out', `Timed out until ${timeoutUntil.toISOString()}`, { until: timeoutUntil.toISOString() });
  }
}

/**
 * The jurisdiction's minimum game cycle (docs/compliance.md): an order sooner than `minCycleMs`
 * after the player's previous one is refused with when the next may be placed. The previous
 * order's time is the session's, written in each order's transaction under the row lock taken
 * here, so two orders at once are measured one after the other.
 */
function refuseIfTooSoon(protection: ProtectionRow, now: Date, minCycleMs: number): void {
  const last = protection.sessionLastOrderAt;
  if (minCycleMs <= 0 || last === null) return;
  const nextAt = new Date(last.getTime() + minCycleMs);
  if (now < nextAt) {
    throw forbidden('order_too_soon', `The next order may be placed at ${nextAt.toISOString()} (a game cycle of ${minCycleMs / 1000} s)`, {
      nextAt: nextAt.toISOString(),
      seconds: String(minCycleMs / 1000),
    });
  }
}

/**
 * The player's stakes and payouts in the period `now` is in, from the running totals on the
 * protection row (migration 130): what summing their orders of that period gives. Totals of a
 * period that is over count as zero; totals of a later period than `now`'s (another instance's
 * clock ahead) are counted as they are, the stricter reading.
 */
export function orderTotalsIn(protection: ProtectionRow, period: LimitPeriod, now: Date): { stakeMicro: bigint; payoutMicro: bigint } {
  const totals = protection.periods[period];
  if (totals.startedAt === null || totals.startedAt < periodStart(period, now)) return { stakeMicro: 0n, payoutMicro: 0n };
  return { stakeMicro: totals.stakeMicro, payoutMicro: totals.payoutMicro };
}

/**
 * Checks an order against the player's time-out, self-exclusion and loss and stake limits. The
 * order's first statement (open_order, migration 251) read `protection` under the player's
 * protection row lock and `limits` after it, in the order's transaction, so concurrent orders are
 * counted one after another. A loss limit counts the stake as lost: the order may not take the
 * period's losses (stakes minus payouts) over the limit even if it loses. A default limit of the
 * player's profile is among `limits` exactly as one they set (orderLimitsFromJson).
 */
export function admitOrder(protection: ProtectionRow, limits: readonly OrderLimit[], stakeMicro: bigint, now: Date, minCycleMs = 0): void {
  refuseIfBlocked(protection, now);
  refuseIfTooSoon(protection, now, minCycleMs);
  for (const limit of limits) {
    const totals = orderTotalsIn(protection, limit.period, now);
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

export interface OrderLimit {
  kind: 'loss' | 'stake';
  period: LimitPeriod;
  amountMicro: bigint;
}
