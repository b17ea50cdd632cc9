/**
 * The back office's money decisions: the withdrawals queue, unattributed deposits and adjustments
 * (docs/back-office.md). Decisions are idempotent by state (a second one is a 409); a new
 * adjustment by its Idempotency-Key.
 */
import { z } from 'zod';
import { parseUsdt } from '../../money';
import { ADJUSTMENT_STATUSES } from '../../money-records';
import { defineEndpoints } from '../endpoint';
import { data } from '../envelope';
import { IdempotencyHeaders } from '../game';
import { AdjustmentSchema, BodyId, DepositSchema, IdParams, ReasonBody, WITHDRAWAL_STATUSES, WithdrawalRowSchema } from './parts';

/** "10", "-2.5", "+1.000001": a signed USDT amount with at most 6 decimals, as micro-USDT. */
const SignedUsdt = z
  .string()
  .regex(/^[+-]?\d{1,12}(\.\d{1,6})?$/, 'must be a signed USDT amount with at most 6 decimals, like "10" or "-2.5"')
  .transform((text) => {
    const micro = parseUsdt(text.replace(/^[+-]/, '')) ?? 0n;
    return text.startsWith('-') ? -micro : micro;
  });
export const AdjustmentBody = z.object({ playerId: BodyId, amount: SignedUsdt, reason: z.string().trim().min(1).max(500) });
/** The deposit's transaction hash as the watcher keys it: 64 hex characters. */
const TxHashParams = z.object({ txHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a transaction hash, 64 lower-case hex characters') });
export const AssignBody = z.object({ playerId: BodyId });

const decided = ['not_awaiting_approval'] as const;

export const adminMoneyEndpoints = defineEndpoints({
  /** Newest first, at most 200; default awaiting_approval. */
  'GET /withdrawals': {
    query: z.object({ status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('awaiting_approval') }),
    response: { 200: data(z.array(WithdrawalRowSchema)) },
    errors: [],
  },
  /** One approval; the last one needed hands it to the payout worker. */
  'POST /withdrawals/:id/approve': { params: IdParams, response: { 200: data(WithdrawalRowSchema) }, errors: ['withdrawal_not_found', 'already_approved', 'same_operator', ...decided] },
  /** rejected_refunded: the amount is back in the same transaction. */
  'POST /withdrawals/:id/reject': { params: IdParams, body: ReasonBody, response: { 200: data(WithdrawalRowSchema) }, errors: ['withdrawal_not_found', 'already_approved', ...decided] },
  'GET /deposits/unattributed': { response: { 200: data(z.array(DepositSchema)) }, errors: [] },
  'POST /deposits/:txHash/assign': { params: TxHashParams, body: AssignBody, response: { 200: data(DepositSchema) }, errors: ['deposit_not_found', 'player_not_found', 'deposit_already_settled'] },
  'POST /deposits/:txHash/refund': { params: TxHashParams, body: ReasonBody, response: { 200: data(DepositSchema) }, errors: ['deposit_not_found', 'deposit_already_settled', 'refund_unavailable'] },
  /** Newest first, at most 200; default awaiting_approval. */
  'GET /adjustments': {
    query: z.object({ status: z.enum([...ADJUSTMENT_STATUSES, 'all']).default('awaiting_approval') }),
    response: { 200: data(z.array(AdjustmentSchema)) },
    errors: [],
  },
  /** 201 a new adjustment (posted, or awaiting_approval above the threshold); 200 the same key's adjustment again. */
  'POST /adjustments': {
    body: AdjustmentBody,
    headers: IdempotencyHeaders,
    response: { 200: data(AdjustmentSchema), 201: data(AdjustmentSchema) },
    errors: ['amount_zero', 'player_not_found', 'insufficient_balance', 'idempotency_key_reused'],
  },
  /** Another operator than the one who asked posts it. */
  'POST /adjustments/:id/approve': { params: IdParams, response: { 200: data(AdjustmentSchema) }, errors: ['adjustment_not_found', 'same_operator', 'insufficient_balance', ...decided] },
  'POST /adjustments/:id/reject': { params: IdParams, body: ReasonBody, response: { 200: data(AdjustmentSchema) }, errors: ['adjustment_not_found', ...decided] },
});
