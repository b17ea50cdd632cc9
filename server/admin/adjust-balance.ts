import { createHash } from 'node:crypto';
import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { balanceOf, postTransfer } from '../books/transfer-repository';
import type { Queryable } from '../db/db';
import { ApiError, conflict } from '../http/api-error';
import { findUserById } from '../users/user-repository';
import type { AdminDeps } from './admin-deps';
import type { Operator } from './admin-guard';
import { decideAdjustment, findAdjustmentByKey, insertAdjustment, lockAdjustment, type Adjustment } from './adjustment-repository';
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
  /** The Idempotency-Key: one per form submission, the same on its retries. */
  key: string;
}

export interface RequestedAdjustment {
  adjustment: AdminAdjustment;
  /** The key was seen before: this is the first request's adjustment (as it is now), nothing posted again. */
  replayed: boolean;
}

/** Another request took this key between our look and our insert: look again. */
class KeyTaken extends Error {}

/** Same player, amount and reason, same hash, whatever the amount's spelling ("5" and "+5.000000"). */
const requestHash = (r: AdjustmentRequest) => createHash('sha256').update(JSON.stringify([r.playerId, r.amountMicro.toString(), r.reason])).digest('hex');

/** The first request's answer again, or a 422 (logged as refused) when the key asked for something else. */
async function replay(deps: AdminDeps, operator: Operator, r: AdjustmentRequest, seen: Adjustment): Promise<RequestedAdjustment> {
  if (seen.requestHash === requestHash(r)) return { adjustment: seen.view, replayed: true };
  return audited(deps, operator, 'adjustment.request', `player:${r.playerId}`, async () => {
    throw new ApiError(422, 'idempotency_key_reused', `This Idempotency-Key was used for another adjustment (${seen.id})`);
  });
}

/**
 * Above ADJUSTMENT_DUAL_APPROVAL_ABOVE (either sign) it waits for another operator; else it posts
 * at once. The operator's Idempotency-Key makes a retry or a double click answer the first
 * adjustment: the key is looked up first, and claimed by the row's unique (operator, key) index.
 */
export async function requestAdjustment(deps: AdminDeps, operator: Operator, r: AdjustmentRequest): Promise<RequestedAdjustment> {
  for (;;) {
    const seen = await findAdjustmentByKey(deps.db, operator.telegramId, r.key);
    if (seen) return replay(deps, operator, r, seen);
    try {
      return { adjustment: await newAdjustment(deps, operator, r), replayed: false };
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
    }
  }
}

function newAdjustment(deps: AdminDeps, operator: Operator, r: AdjustmentRequest): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.request', `player:${r.playerId}`, async (tx, at) => {
    if (!(await findUserById(tx, r.playerId))) throw new ApiError(404, 'player_not_found', `No player ${r.playerId}`);
    const balance = await balanceOf(tx, playerAccount(r.playerId));
    if (balance + r.amountMicro < 0n) throw conflict('insufficient_balance', `The balance is ${formatUsdt(balance)} USDT: this debit would take it below zero`);
    const inserted = await insertAdjustment(tx, { userId: r.playerId, amountMicro: r.amountMicro, reason: r.reason, requestedBy: operator, requestKey: r.key, requestHash: requestHash(r), at });
    if (!inserted) throw new KeyTaken();
    const adjustment = abs(r.amountMicro) <= deps.config.admin.adjustmentDualApprovalAboveMicro ? await post(tx, inserted, null, at) : inserted;
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
