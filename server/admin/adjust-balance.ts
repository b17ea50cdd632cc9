import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { balanceOf, postTransfer } from '../books/transfer-repository';
import type { Queryable } from '../db/db';
import { ApiError, conflict } from '../http/api-error';
import { findUserById } from '../users/user-repository';
import type { AdminDeps } from './admin-deps';
import type { Operator } from './admin-guard';
import { decideAdjustment, insertAdjustment, lockAdjustment, type Adjustment } from './adjustment-repository';
import { audited } from './audited';

const abs = (micro: bigint) => (micro < 0n ? -micro : micro);

/**
 * Posts an adjustment as ONE transfer between the player and house:bankroll (reason adjustment,
 * reference adjustment:<id>, so it can never post twice); a debit that would take the balance
 * below zero is refused by the books and nothing changes.
 */
async function post(tx: Queryable, a: Adjustment, approvedBy: Operator | null, at: Date): Promise<Adjustment> {
  const player = playerAccount(a.userId);
  const legs = a.amountMicro > 0n ? { from: 'house:bankroll' as const, to: player } : { from: player, to: 'house:bankroll' as const };
  const posting = await postTransfer(tx, { ...legs, amountMicro: abs(a.amountMicro), reason: 'adjustment', reference: `adjustment:${a.id}` });
  if (posting.status === 'refused') throw conflict('insufficient_balance', `The debit of ${formatUsdt(abs(a.amountMicro))} USDT would take the balance below zero`);
  if (posting.status !== 'posted') throw new Error(`adjustment ${a.id} was posted before`);
  const balanceAfterMicro = (a.amountMicro > 0n ? posting.toBalanceMicro : posting.fromBalanceMicro) ?? null;
  const approver = approvedBy ? { telegramId: approvedBy.telegramId, name: approvedBy.name } : null;
  return decideAdjustment(tx, a.id, { status: 'posted', approvedBy: approver, transferId: posting.id, balanceAfterMicro, rejectReason: null, at });
}

export interface AdjustmentRequest {
  playerId: number;
  amountMicro: bigint;
  reason: string;
}

/** Above ADJUSTMENT_DUAL_APPROVAL_ABOVE (either sign) it waits for another operator; else it posts at once. */
export function requestAdjustment(deps: AdminDeps, operator: Operator, r: AdjustmentRequest): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.request', `player:${r.playerId}`, async (tx, at) => {
    if (!(await findUserById(tx, r.playerId))) throw new ApiError(404, 'player_not_found', `No player ${r.playerId}`);
    const balance = await balanceOf(tx, playerAccount(r.playerId));
    if (balance + r.amountMicro < 0n) throw conflict('insufficient_balance', `The balance is ${formatUsdt(balance)} USDT: this debit would take it below zero`);
    let adjustment = await insertAdjustment(tx, { userId: r.playerId, amountMicro: r.amountMicro, reason: r.reason, requestedBy: operator, at });
    if (abs(r.amountMicro) <= deps.config.admin.adjustmentDualApprovalAboveMicro) adjustment = await post(tx, adjustment, null, at);
    return { before: { balance: formatUsdt(balance) }, after: adjustment.view, result: adjustment.view, reason: r.reason };
  });
}

async function lockWaiting(tx: Queryable, id: number): Promise<Adjustment> {
  const a = await lockAdjustment(tx, id);
  if (!a) throw new ApiError(404, 'adjustment_not_found', `No adjustment ${id}`);
  if (a.status !== 'awaiting_approval') throw conflict('not_awaiting_approval', `Adjustment ${id} is ${a.status}`);
  return a;
}

/** The second operator's approval posts it; the one who asked for it cannot approve it. */
export function approveAdjustment(deps: AdminDeps, operator: Operator, id: number): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.approve', `adjustment:${id}`, async (tx, at) => {
    const a = await lockWaiting(tx, id);
    if (a.requestedBy === operator.telegramId) throw conflict('same_operator', 'You asked for this adjustment: another operator must approve it');
    const posted = await post(tx, a, operator, at);
    return { before: a.view, after: posted.view, result: posted.view };
  });
}

export function rejectAdjustment(deps: AdminDeps, operator: Operator, id: number, reason: string): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.reject', `adjustment:${id}`, async (tx, at) => {
    const a = await lockWaiting(tx, id);
    const rejected = await decideAdjustment(tx, id, { status: 'rejected', approvedBy: null, transferId: null, balanceAfterMicro: null, rejectReason: reason, at });
    return { before: a.view, after: rejected.view, result: rejected.view, reason };
  });
}
