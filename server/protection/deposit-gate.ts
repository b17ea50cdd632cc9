import { periodStart } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';
import { limitsInForce } from './default-limits';
import { moveDeposit } from '../deposits/deposit-status';
import { ApiError } from '../http/api-error';
import { currentLimits, depositsSince } from './limit-repository';
import { refuseIfBlocked } from './order-gate';
import { lockProtection } from './protection-repository';

export type DepositAdmission = 'playable' | 'held';

/**
 * Whether a deposit seen on chain may be credited to the playable balance, inside the watcher's
 * transaction and under the player's protection row lock. Money on chain cannot be sent back
 * unasked, so a deposit over a deposit limit, or during a time-out or self-exclusion, is recorded
 * for the player but held (docs/player-protection.md). A default deposit limit of the player's
 * profile (`defaults`) holds exactly as one they set.
 */
export async function admitDeposit(tx: Queryable, userId: number, amountMicro: bigint, now: Date, defaults: readonly DefaultLimit[]): Promise<DepositAdmission> {
  const protection = await lockProtection(tx, userId);
  try {
    refuseIfBlocked(protection, now);
  } catch (error) {
    if (error instanceof ApiError) return 'held';
    throw error;
  }
  for (const limit of limitsInForce(await currentLimits(tx, userId, now), defaults)) {
    if (limit.kind !== 'deposit' || limit.amountMicro === null) continue;
    const used = await depositsSince(tx, userId, periodStart(limit.period, now));
    if (used + amountMicro > limit.amountMicro) return 'held';
  }
  return 'playable';
}

/** Records a deposit as held for its player: on record, not in the playable balance. */
export async function markDepositHeld(tx: Queryable, txHash: string, userId: number): Promise<void> {
  await moveDeposit(tx, txHash, 'held', { userId });
}
