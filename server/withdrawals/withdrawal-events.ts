import type { PendingEvent } from '../events/outbox';
import type { Withdrawal } from './withdrawal-repository';

/** withdrawal_update for the player: the statement refreshes and shows the new status. */
export function withdrawalUpdate(w: Pick<Withdrawal, 'id' | 'userId' | 'status' | 'txHash'>): PendingEvent {
  return { userId: w.userId, event: { type: 'withdrawal_update', data: { id: String(w.id), status: w.status, txHash: w.txHash } } };
}
