/**
 * The protection change log (docs/player-protection.md, "The change log"), its only writer. Each
 * change a player makes to their limits, time-out or self-exclusion is one line, written in the
 * transaction that makes the change (so a change never lands without its line, nor a line without
 * its change). The rows in force keep only the present; the markers of harm read the history.
 */
import type { LimitKind, LimitPeriod, ProtectionChangeKind } from '../../src/contract/protection';
import type { Queryable } from '../db/db';

export type ProtectionChange =
  | { kind: Extract<ProtectionChangeKind, 'limit_lowered' | 'limit_raised'>; limitKind: LimitKind; period: LimitPeriod; beforeMicro: bigint | null; afterMicro: bigint | null; effectiveAt: Date }
  | { kind: Extract<ProtectionChangeKind, 'time_out' | 'self_exclusion'>; until: Date | 'infinity' };

export async function logProtectionChange(tx: Queryable, userId: number, change: ProtectionChange, at: Date): Promise<void> {
  const limit = 'limitKind' in change ? change : null;
  const effectiveAt = 'until' in change ? change.until : change.effectiveAt;
  await tx.query(
    `INSERT INTO protection_changes (user_id, kind, limit_kind, limit_period, before_micro, after_micro, effective_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [userId, change.kind, limit?.limitKind ?? null, limit?.period ?? null, limit?.beforeMicro ?? null, limit?.afterMicro ?? null, effectiveAt, at],
  );
}
