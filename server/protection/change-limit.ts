import { LIMIT_RAISE_DELAY_MS, type LimitKind, type LimitPeriod } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';
import { limitsInForce } from './default-limits';
import { applyLimit, currentLimits, scheduleLimit } from './limit-repository';
import { logProtectionChange } from './protection-change-log';
import { lockProtection } from './protection-repository';

/**
 * Sets a limit (amount null: removes it). A new limit or a lower one applies at once, so a player
 * can always protect themselves now; a raise or a removal waits LIMIT_RAISE_DELAY_MS from the
 * server's clock, so a decision taken in the heat of play cannot undo one taken in a calm moment.
 * Each real change is a line of the protection change log, in the same transaction. A default of
 * the player's profile in force (`defaults`) counts as the limit: lowered at once, raised or
 * removed after the same wait.
 */
export async function changeLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, amountMicro: bigint | null, now: Date, defaults: readonly DefaultLimit[]): Promise<void> {
  await lockProtection(tx, userId);
  const current = limitsInForce(await currentLimits(tx, userId, now), defaults).find((limit) => limit.kind === kind && limit.period === period);
  const inForce = current?.amountMicro ?? null;
  const tighter = amountMicro !== null && (inForce === null || amountMicro <= inForce);
  if (tighter) {
    await applyLimit(tx, userId, kind, period, amountMicro);
    // The same amount again only drops a pending raise: nothing was lowered.
    if (amountMicro !== inForce) await logProtectionChange(tx, userId, { kind: 'limit_lowered', limitKind: kind, period, beforeMicro: inForce, afterMicro: amountMicro, effectiveAt: now }, now);
    return;
  }
  // Removing a limit that is not in force: nothing to wait for, drop any pending change too.
  if (inForce === null) return;
  const effectiveAt = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
  await scheduleLimit(tx, userId, kind, period, amountMicro, effectiveAt);
  await logProtectionChange(tx, userId, { kind: 'limit_raised', limitKind: kind, period, beforeMicro: inForce, afterMicro: amountMicro, effectiveAt }, now);
}
