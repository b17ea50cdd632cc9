import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { postTransfer } from '../books/transfer-repository';
import type { Queryable } from '../db/db';
import { ApiError, conflict } from '../http/api-error';
import type { AdminDeps } from './admin-deps';
import type { Acting } from './audit-repository';
import { decideAdjustment, lockAdjustment, type Adjustment } from './adjustment-repository';
import { audited } from './audited';

export const abs = (micro: bigint) => (micro < 0n ? -micro : micro);

/**
 * Posts an adjustment as ONE transfer between the player and house:bankroll (reason adjustment,
 * reference adjustment:<id>, so it can never post twice); a debit that would take the balance
 * below zero is refused by the books and nothing changes.
 */
export async function postAdjustment(tx: Queryable, a: Adjustment, approvedBy: Acting | null, at: Date): Promise<Adjustment> {
  const player = playerAccount(a.userId);
  const legs = a.amountMicro > 0n ? { from: 'house:bankroll' as const, to: player } : { from: player, to: 'house:bankroll' as const };
  const posting = await postTransfer(tx, { ...legs, amountMicro: abs(a.amountMicro), reason: 'adjustment', reference: `adjustment:${a.id}` });
  if (posting.status === 'refused') throw conflict('insufficient_balance', `The debit of ${formatUsdt(abs(a.amountMicro))} USDT would take the balance below zero`);
  if (posting.status !== 'posted') throw new Error(`adjustment ${a.id} was posted before`);
  const balanceAfterMicro = (a.amountMicro > 0n ? posting.toBalanceMicro : posting.fromBalanceMicro) ?? null;
  const approver = approvedBy ? { telegramId: approvedBy.telegramId, name: approvedBy.name } : null;
  return decideAdjustment(tx, a.id, { status: 'posted', approvedBy: approver, transferId: posting.id, balanceAfterMicro, rejectReason: null, at });
}

async function lockWaiting(tx: Queryable, id: number): Promise<Adjustment> {
  const a = await lockAdjustment(tx, id);
  if (!a) throw new ApiError(404, 'adjustment_not_found', `No adjustment ${id}`);
  if (a.status !== 'awaiting_approval') throw conflict('not_awaiting_approval', `Adjustment ${id} is ${a.status}`);
  return a;
}

/** The second operator's approval posts it; the one who asked for it cannot approve it. */
export function approveAdjustment(deps: AdminDeps, operator: Acting, id: number): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.approve', `adjustment:${id}`, async (tx, at) => {
    const a = await lockWaiting(tx, id);
    if (a.requestedBy === operator.telegramId) throw conflict('same_operator', 'You asked for this adjustment: another operator must approve it');
    const posted = await postAdjustment(tx, a, operator, at);
    return { before: a.view, after: posted.view, result: posted.view };
  });
}

export function rejectAdjustment(deps: AdminDeps, operator: Acting, id: number, reason: string): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.reject', `adjustment:${id}`, async (tx, at) => {
    const a = await lockWaiting(tx, id);
    const rejected = await decideAdjustment(tx, id, { status: 'rejected', approvedBy: null, transferId: null, balanceAfterMicro: null, rejectReason: reason, at });
    return { before: a.view, after: rejected.view, result: rejected.view, reason };
  });
}
