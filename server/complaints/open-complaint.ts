/**
 * A player files a complaint (docs/back-office.md, "Complaints"), from the app or the bot: about a
 * payment, a game result, protection or anything else, optionally pointing at one of their own
 * orders, deposits or withdrawals. Its deadline comes from the player's jurisdiction profile.
 */
import type { ComplaintKind, ComplaintSource } from '../../src/contract/complaints';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findSignals, jurisdictionOf } from '../verification/jurisdiction-signals';
import { insertComplaint } from './complaint-repository';
import { complaintDeadline } from './deadline';

export interface ComplaintRequest {
  kind: ComplaintKind;
  text: string;
  orderId?: number;
  depositId?: string;
  withdrawalId?: number;
}

async function ownsSubject(db: Db, userId: number, request: ComplaintRequest): Promise<void> {
  if (request.orderId !== undefined) {
    const [row] = await db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [request.orderId, userId]);
    if (!row) throw new ApiError(404, 'order_not_found', `order ${request.orderId} is not one of yours`);
  }
  if (request.depositId !== undefined) {
    const [row] = await db.query('SELECT 1 FROM deposits WHERE tx_hash = $1 AND user_id = $2', [request.depositId, userId]);
    if (!row) throw new ApiError(404, 'not_found', `deposit ${request.depositId} is not one of yours`);
  }
  if (request.withdrawalId !== undefined) {
    const [row] = await db.query('SELECT 1 FROM withdrawals WHERE id = $1 AND user_id = $2', [request.withdrawalId, userId]);
    if (!row) throw new ApiError(404, 'not_found', `withdrawal ${request.withdrawalId} is not one of yours`);
  }
}

export async function openComplaint(
  db: Db,
  jurisdictions: JurisdictionProfiles,
  userId: number,
  source: ComplaintSource,
  request: ComplaintRequest,
  at: Date,
): Promise<{ id: number; deadlineAt: Date }> {
  await ownsSubject(db, userId, request);
  // The profile of the country the player's recorded signals name, as the verification gate
  // picks it; "*" while none is recorded.
  const country = jurisdictionOf(await findSignals(db, userId));
  const deadlineAt = complaintDeadline(request.kind, at, jurisdictions.of(country));
  return db.transaction((tx) =>
    insertComplaint(tx, {
      userId,
      kind: request.kind,
      source,
      text: request.text,
      orderId: request.orderId,
      depositTxHash: request.depositId,
      withdrawalId: request.withdrawalId,
      at,
      deadlineAt,
    }),
  );
}
