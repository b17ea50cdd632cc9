import type { AuditAction } from '../../src/contract/admin';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { AdminDeps } from './admin-deps';
import { appendAudit, type Acting } from './audit-repository';
import { failpoint } from '../failpoint/failpoint';

export interface Change<T> {
  before: unknown;
  after: unknown;
  result: T;
  /** The operator's own reason (a reject, an adjustment), kept in the entry. */
  reason?: string;
}

/**
 * The one door for money: the console's routes and the CLI's commands (server/admin-commands.ts)
 * call the same decisions, which all come through here.
 * Runs an operator's write in ONE transaction with its audit entry ('done'), so the trail never
 * misses a change nor records one that rolled back. A refusal (an ApiError) rolls the change back
 * and is then logged on its own as 'refused' with its code.
 */
export async function audited<T>(
  { db, clock }: Pick<AdminDeps, 'db' | 'clock'>,
  operator: Acting,
  action: AuditAction,
  target: string | null,
  work: (tx: Queryable, at: Date) => Promise<Change<T>>,
): Promise<T> {
  const at = clock();
  try {
    const committed = await db.transaction(async (tx) => {
      const change = await work(tx, at);
      await appendAudit(tx, { actor: operator, action, target, before: change.before, after: change.after, outcome: 'done', reason: change.reason ?? null, at });
      // Kill tests stop here: every operator action that moves money (adjustments, approvals,
      // rejections, deposit assignments) commits through this one transaction.
      await failpoint('back-office:changed');
      return change.result;
    });
    await failpoint('back-office:committed');
    return committed;
  } catch (error) {
    if (error instanceof ApiError) await appendAudit(db, { actor: operator, action, target, outcome: 'refused', reason: error.code, at });
    throw error;
  }
}
