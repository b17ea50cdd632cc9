import { SESSION_GAP_MS, type ProtectionView } from '../../src/contract/protection';
import type { ProtectionProfile } from '../compliance/jurisdiction-profiles';
import type { Queryable } from '../db/db';
import { currentLimits } from './limit-repository';
import { lockProtection } from './protection-repository';
import { toProtectionView } from './protection-view';

/**
 * The player's protection as GET /player/protection answers it, as of the server's `now`
 * (minuteMs: config.realityCheckMinuteMs), with what their jurisdiction's profile offers
 * (verification-gate.ts profileOnRecord picks it).
 */
export async function readProtection(tx: Queryable, userId: number, now: Date, minuteMs: number, profile: ProtectionProfile): Promise<ProtectionView> {
  const row = await lockProtection(tx, userId);
  return toProtectionView(row, await currentLimits(tx, userId, now), now, SESSION_GAP_MS, minuteMs, profile);
}
