import type { WithdrawalHoldReason } from '../../src/contract/withdrawal-statuses';
import type { Queryable } from '../db/db';
import { enqueueEvents } from '../events/outbox';
import { failpoint } from '../failpoint/failpoint';
import { withdrawalUpdate } from './withdrawal-events';
import type { Withdrawal } from './withdrawal-repository';
import { moveWithdrawal } from './withdrawal-status';

/** Who the audit log names for a hold: no operator, the payout worker itself (telegram id 0 is nobody's). */
const PAYOUT_WORKER = { telegramId: 0, name: 'payout worker' };

/**
 * Holds a pending withdrawal for an operator, in the worker's transaction (docs/payments.md,
 * "Screening before a payout"): it moves to awaiting_approval with its reason, its money stays in
 * house:withdrawals_in_flight (no transfer: nothing is paid nor refunded), approvals from before
 * are dropped so the operator decides on the hold itself (the audit log keeps them), and the hold
 * is audited. All or nothing: a crash before the commit leaves it pending, screened again.
 */
export async function holdWithdrawal(tx: Queryable, w: Withdrawal, reason: WithdrawalHoldReason, at: Date): Promise<Withdrawal> {
  if (!(await moveWithdrawal(tx, w.id, ['pending'], 'awaiting_approval', { holdReason: reason }))) throw new Error(`withdrawal ${w.id} moved on while screening`);
  await tx.query('DELETE FROM withdrawal_approvals WHERE withdrawal_id = $1', [w.id]);
  await tx.query(
    `INSERT INTO audit_log (at, operator_telegram_id, operator_name, role, action, target, before, after, outcome, reason)
     VALUES ($1, $2, $3, NULL, 'withdrawal.hold', $4, $5::jsonb, $6::jsonb, 'done', $7)`,
    [at, PAYOUT_WORKER.telegramId, PAYOUT_WORKER.name, `withdrawal:${w.id}`, JSON.stringify({ status: 'pending' }), JSON.stringify({ status: 'awaiting_approval', holdReason: reason, address: w.destination }), reason],
  );
  const held = { ...w, status: 'awaiting_approval' as const };
  await enqueueEvents(tx, [withdrawalUpdate(held)]);
  // Kill tests stop here: held, audited, not yet committed.
  await failpoint('payout:held');
  return held;
}
