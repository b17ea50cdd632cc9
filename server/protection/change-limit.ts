import { LIMIT_RAISE_DELAY_MS, type LimitKind, type LimitPeriod } from '../../src/contract/protection';
import type { Queryable } from '../db/db';
import { applyLimit, currentLimits, scheduleLimit } from './limit-repository';
import { lockProtection } from './protection-repository';

/**
 * Sets a limit (amount null: removes it). A new limit or a lower one applies at once, so a player
 * can always protect themselves now; a raise or a removal waits LIMIT_RAISE_DELAY_MS from the
 * server's clock, so a decision taken in the heat of play cannot undo one taken in a calm moment.
 */
export async function changeLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint | null, now: Date): Promise<void> {
  await lockProtection(tx, userId);
  const current = (await currentLimits(tx, userId, now)).find((limit) => limit.kind === kind && limit.period === period);
  const inForce = current?.amountMicro ?? null;
  const tighter = amountMicro !== null && (inForce === null || amountMicro <= inForce);
  if (tighter) {
    await applyLimit(tx, userId, kind, period, amountMicro);
    return;
  }
  // Removing a limit that is not in force: nothing to wait for, drop any pending change too.
  if (inForce === null) return;
  await scheduleLimit(tx, userId, kind, period, amountMicro, new Date(now.getTime() + LIMIT_RAISE_DELAY_MS));
}
