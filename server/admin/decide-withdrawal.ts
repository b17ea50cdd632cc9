import type { AdminWithdrawalRow } from '../../src/contract/admin-players';
import type { Queryable } from '../db/db';
import { ApiError, conflict } from '../http/api-error';
import { finishLocked } from '../withdrawals/settle-withdrawal';
import { lockWithdrawal, type Withdrawal } from '../withdrawals/withdrawal-repository';
import type { AdminDeps } from './admin-deps';
import type { Acting } from './audit-repository';
import { audited } from './audited';
import { lockSoloLimit, soloApprovedSince, windowStart } from './solo-limit';
import { countApprovals, findWithdrawalRow, insertApproval, markNeedsSecond, neededApprovals, setRejectReason } from './withdrawal-queue-repository';

const dualAbove = (deps: AdminDeps) => deps.config.payments?.withdrawDualApprovalAboveMicro ?? 0n;

/** Locks the withdrawal (FOR UPDATE: concurrent decisions on it queue here) and checks it still waits. */
async function lockAwaiting(tx: Queryable, id: number): Promise<Withdrawal> {
  const w = await lockWithdrawal(tx, id);
  if (!w) throw new ApiError(404, 'withdrawal_not_found', `No withdrawal ${id}`);
  if (w.status === 'awaiting_approval') return w;
  if (w.status === 'pending' || w.status === 'sending' || w.status === 'sent') throw conflict('already_approved', `Withdrawal ${id} was approved already (${w.status})`);
  throw conflict('not_awaiting_approval', `Withdrawal ${id} is ${w.status}, not awaiting approval`);
}

async function view(tx: Queryable, deps: AdminDeps, id: number): Promise<AdminWithdrawalRow> {
  const row = await findWithdrawalRow(tx, id, dualAbove(deps));
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/**
 * How many approvals `w` needs, asked at an approval: two above the dual threshold, and two as well
 * when this one alone would take what its operator approved alone for the player in the last 24
 * hours past it (recorded on the approval, so the queue shows "1 of 2"). The player's solo lock
 * makes concurrent approvals for one player read that sum one after another.
 */
async function approvalsNeeded(tx: Queryable, deps: AdminDeps, operator: Acting, w: Withdrawal, at: Date): Promise<number> {
  const needed = neededApprovals(w.amountMicro, dualAbove(deps));
  if (needed === 2 || (await countApprovals(tx, w.id)) > 1) return needed;
  await lockSoloLimit(tx, 'withdrawal', w.userId);
  const alone = await soloApprovedSince(tx, operator.telegramId, w.userId, windowStart(at));
  if (alone + w.amountMicro <= dualAbove(deps)) return 1;
  await markNeedsSecond(tx, w.id, operator.telegramId);
  return 2;
}

/**
 * One operator's approval. Below the dual threshold it hands the withdrawal to the payout worker
 * (server/withdrawals/settle-withdrawal.ts, as `npm run admin -- withdrawals approve` does); above
 * it, the first approval is recorded and a second, different operator's completes it. The same
 * operator twice is refused by the approvals' primary key as well as here.
 */
export function approveWithdrawalAs(deps: AdminDeps, operator: Acting, id: number): Promise<AdminWithdrawalRow> {
  return audited(deps, operator, 'withdrawal.approve', `withdrawal:${id}`, async (tx, at) => {
    const w = await lockAwaiting(tx, id);
    const before = await view(tx, deps, id);
    if (!(await insertApproval(tx, id, operator, at))) throw conflict('same_operator', 'You approved this withdrawal already: the second approval must come from another operator');
    if ((await countApprovals(tx, id)) >= (await approvalsNeeded(tx, deps, operator, w, at))) await finishLocked(tx, w, 'pending', null);
    const after = await view(tx, deps, id);
    return { before, after, result: after };
  });
}

/** Rejects with a reason: the amount goes back to the player in the same transaction (one transfer). */
export function rejectWithdrawalAs(deps: AdminDeps, operator: Acting, id: number, reason: string): Promise<AdminWithdrawalRow> {
  return audited(deps, operator, 'withdrawal.reject', `withdrawal:${id}`, async (tx) => {
    const w = await lockAwaiting(tx, id);
    const before = await view(tx, deps, id);
    await setRejectReason(tx, id, reason);
    await finishLocked(tx, w, 'rejected_refunded', null);
    const after = await view(tx, deps, id);
    return { before, after, result: after, reason };
  });
}
