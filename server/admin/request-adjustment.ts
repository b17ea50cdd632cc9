/**
 * An operator's new adjustment (docs/back-office.md, "Retries never post twice"): posted as one
 * transfer with house:bankroll (server/admin/adjust-balance.ts), or waiting for a second operator,
 * and never twice for one Idempotency-Key.
 */
import { createHash } from 'node:crypto';
import type { AdminAdjustment } from '../../src/contract/admin';
import { formatUsdt } from '../../src/contract/money';
import { playerAccount } from '../books/accounts';
import { balanceOf } from '../books/transfer-repository';
import { ApiError, conflict } from '../http/api-error';
import { findUserById } from '../users/user-repository';
import type { AdminDeps } from './admin-deps';
import type { Acting } from './audit-repository';
import { abs, postAdjustment } from './adjust-balance';
import { findAdjustmentByKey, insertAdjustment, type Adjustment } from './adjustment-repository';
import { audited } from './audited';
import { lockSoloLimit, soloAdjustedSince, windowStart } from './solo-limit';

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
async function replay(deps: AdminDeps, operator: Acting, r: AdjustmentRequest, seen: Adjustment): Promise<RequestedAdjustment> {
  if (seen.requestHash === requestHash(r)) return { adjustment: seen.view, replayed: true };
  return audited(deps, operator, 'adjustment.request', `player:${r.playerId}`, async () => {
    throw new ApiError(422, 'idempotency_key_reused', `This Idempotency-Key was used for another adjustment (${seen.id})`);
  });
}

/**
 * It posts at once while what this operator posted alone for the player in the last 24 hours,
 * this one included (either sign, by size), stays within ADJUSTMENT_DUAL_APPROVAL_ABOVE; past
 * that it waits for another operator. The operator's Idempotency-Key makes a retry or a double click answer the first
 * adjustment: the key is looked up first, and claimed by the row's unique (operator, key) index.
 */
export async function requestAdjustment(deps: AdminDeps, operator: Acting, r: AdjustmentRequest): Promise<RequestedAdjustment> {
  for (let tries = 1; ; tries += 1) {
    const seen = await findAdjustmentByKey(deps.db, operator.telegramId, r.key);
    if (seen) return replay(deps, operator, r, seen);
    try {
      return { adjustment: await newAdjustment(deps, operator, r), replayed: false };
    } catch (error) {
      // The key's row committed between the look and the insert: the next look finds it.
      if (!(error instanceof KeyTaken) || tries >= 3) throw error;
    }
  }
}

function newAdjustment(deps: AdminDeps, operator: Acting, r: AdjustmentRequest): Promise<AdminAdjustment> {
  return audited(deps, operator, 'adjustment.request', `player:${r.playerId}`, async (tx, at) => {
    if (!(await findUserById(tx, r.playerId))) throw new ApiError(404, 'player_not_found', `No player ${r.playerId}`);
    // Before any read of the sum: a concurrent request for this player waits here until we commit.
    await lockSoloLimit(tx, 'adjustment', r.playerId);
    const balance = await balanceOf(tx, playerAccount(r.playerId));
    if (balance + r.amountMicro < 0n) throw conflict('insufficient_balance', `The balance is ${formatUsdt(balance)} USDT: this debit would take it below zero`);
    const inserted = await insertAdjustment(tx, { userId: r.playerId, amountMicro: r.amountMicro, reason: r.reason, requestedBy: operator, requestKey: r.key, requestHash: requestHash(r), at });
    if (!inserted) throw new KeyTaken();
    const alone = await soloAdjustedSince(tx, operator.telegramId, r.playerId, windowStart(at));
    const mayPostAlone = alone + abs(r.amountMicro) <= deps.config.admin.adjustmentDualApprovalAboveMicro;
    const adjustment = mayPostAlone ? await postAdjustment(tx, inserted, null, at) : inserted;
    return { before: { balance: formatUsdt(balance) }, after: adjustment.view, result: adjustment.view, reason: r.reason };
  });
}
