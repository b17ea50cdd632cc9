/**
 * The player's protection view with what their jurisdiction's profile offers (docs/compliance.md,
 * "Jurisdiction profiles"): the profile picked from the signals on record, as the verification
 * gate picks it, so the lengths the screen offers are the ones POST /player/self-exclusion accepts,
 * and the limits it shows as set by default are the ones the gates enforce.
 */
import type { ProtectionView } from '../../src/contract/protection';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { readProtection } from '../protection/read-protection';
import { protectionProfileOnRecord } from './verification-gate';

export async function readPlayerProtection(tx: Queryable, config: Pick<Config, 'jurisdictions' | 'realityCheckMinuteMs'>, userId: number, now: Date): Promise<ProtectionView> {
  return readProtection(tx, userId, now, config.realityCheckMinuteMs, await protectionProfileOnRecord(tx, config, userId));
}
