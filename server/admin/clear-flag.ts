/**
 * An operator clears a player's jurisdiction flag (docs/compliance.md, "In the back office"): with
 * a reason, audited, once per Idempotency-Key. The disagreements it closes stay, marked with the
 * clearing; a disagreement not seen before flags the player again.
 */
import type { AdminFlagClearance } from '../../src/contract/admin-players';
import { ApiError, conflict } from '../http/api-error';
import { clearFlag, findClearanceByKey, lockSignals, type FlagClearance } from '../verification/jurisdiction-signals';
import type { AdminDeps } from './admin-deps';
import type { Acting } from './audit-repository';
import { audited } from './audited';
import { findPlayerBasics } from './player-repository';

export interface ClearedFlag {
  clearance: AdminFlagClearance;
  /** The key was seen before: this is the first request's clearing, nothing cleared or audited again. */
  replayed: boolean;
}

/** The key's clearing was found: leaves the (empty) transaction without an audit entry, with the first answer. */
class Replayed extends Error {
  constructor(readonly clearance: AdminFlagClearance) {
    super('replayed');
  }
}

const view = (clearance: FlagClearance): AdminFlagClearance => ({ by: clearance.by, reason: clearance.reason, at: clearance.at.toISOString() });

/**
 * The signals' row is locked before the key is looked up, so a double click's two requests (one
 * key) queue there and the second finds the first's clearing; a new key on a player no longer
 * flagged is a 409 not_flagged (another operator cleared it first), logged as refused.
 */
export async function clearJurisdictionFlag(deps: AdminDeps, operator: Acting, playerId: number, reason: string, key: string): Promise<ClearedFlag> {
  try {
    const clearance = await audited(deps, operator, 'player.flag_clear', `player:${playerId}`, async (tx, at) => {
      if (!(await findPlayerBasics(tx, playerId))) throw new ApiError(404, 'player_not_found', `No player ${playerId}`);
      const signals = await lockSignals(tx, playerId);
      const seen = await findClearanceByKey(tx, operator.telegramId, key);
      if (seen) {
        if (seen.userId === playerId && seen.reason === reason) throw new Replayed(view(seen));
        throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another clearing');
      }
      if (!signals.flagged) throw conflict('not_flagged', `Player ${playerId} is not flagged`);
      const cleared: FlagClearance = { userId: playerId, by: { telegramId: operator.telegramId, name: operator.name }, reason, key, at };
      const closed = await clearFlag(tx, cleared);
      const { flagged: _flagged, ...named } = signals;
      return { before: { flagged: true, ...named }, after: { flagged: false, cleared: closed }, result: view(cleared), reason };
    });
    return { clearance, replayed: false };
  } catch (error) {
    if (error instanceof Replayed) return { clearance: error.clearance, replayed: true };
    throw error;
  }
}
