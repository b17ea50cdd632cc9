import type { AdminDeposit } from '../../src/contract/admin-players';
import type { Queryable } from '../db/db';
import { enqueueEvents, type PendingEvent } from '../events/outbox';
import { ApiError, conflict } from '../http/api-error';
import { creditDeposit } from '../payments/credit-deposit';
import { findUserById } from '../users/user-repository';
import type { AdminDeps } from './admin-deps';
import type { Acting } from './audit-repository';
import { audited } from './audited';
import { findDeposit, lockDeposit, markRefunding } from './unattributed-repository';

async function lockUnattributed(tx: Queryable, txHash: string) {
  const deposit = await lockDeposit(tx, txHash);
  if (!deposit) throw new ApiError(404, 'deposit_not_found', `No deposit ${txHash}`);
  if (deposit.status !== 'unattributed') throw conflict('deposit_already_settled', `Deposit ${txHash} is ${deposit.status}, not unattributed`);
  return deposit;
}

const reread = async (tx: Queryable, txHash: string) => (await findDeposit(tx, txHash))!;

/** Gives an unattributed deposit to a player as the watcher would have (held if their protection says so). */
export function assignDeposit(deps: AdminDeps, operator: Acting, txHash: string, playerId: number): Promise<AdminDeposit> {
  return audited(deps, operator, 'deposit.assign', `deposit:${txHash}`, async (tx, at) => {
    const deposit = await lockUnattributed(tx, txHash);
    if (!(await findUserById(tx, playerId))) throw new ApiError(404, 'player_not_found', `No player ${playerId}`);
    const events: PendingEvent[] = [];
    await creditDeposit(tx, txHash, playerId, deposit.amountMicro, at, events, deps.config.jurisdictions);
    await enqueueEvents(tx, events);
    const after = await reread(tx, txHash);
    const { amountMicro: _, ...before } = deposit;
    return { before, after: { ...after, playerId }, result: after };
  });
}

/**
 * Marks an unattributed deposit to go back to its sender ('refunding'). The books do not move: an
 * unattributed deposit was never a player's money, and the chain holds it until it is sent.
 */
export function refundDeposit(deps: AdminDeps, operator: Acting, txHash: string, reason: string): Promise<AdminDeposit> {
  return audited(deps, operator, 'deposit.refund', `deposit:${txHash}`, async (tx) => {
    const deposit = await lockUnattributed(tx, txHash);
    if (!deps.config.payments || !deposit.sender) throw conflict('refund_unavailable', 'A refund needs payments on and the sender’s address');
    await markRefunding(tx, txHash, reason);
    const after = await reread(tx, txHash);
    const { amountMicro: _, ...before } = deposit;
    return { before, after, result: after, reason };
  });
}
