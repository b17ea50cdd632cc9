/** A player's complaints (docs/back-office.md, "Complaints"): file one, read them with their answers. */
import type { WalletTransaction } from '../../../contract/api-types';
import type { ComplaintKind, PlayerComplaint } from '../../../contract/complaints';
import { apiClient } from '../../../lib/api-client';

export const getComplaints = async (signal?: AbortSignal): Promise<PlayerComplaint[]> => (await apiClient.call('GET /player/complaints', { signal })).data;

/** At most one of orderId, depositId and withdrawalId: what the complaint points at. */
export interface ComplaintDraft {
  kind: ComplaintKind;
  text: string;
  /** The order it is about, as its number (history's "Order #12"). */
  orderId?: number;
  /** The deposit, by its transaction hash. */
  depositId?: string;
  withdrawalId?: number;
}

/** The wallet lines a payment complaint can point at. */
export type PaymentLineKind = 'deposit' | 'withdrawal' | 'referral_withdrawal';

/** A deposit or withdrawal a payment complaint can point at: a line of the player's wallet and how the API names it. */
export interface PaymentSubject {
  line: WalletTransaction & { kind: PaymentLineKind };
  subject: Pick<ComplaintDraft, 'depositId'> | Pick<ComplaintDraft, 'withdrawalId'>;
}

function paymentSubject(line: WalletTransaction): PaymentSubject[] {
  if (line.kind === 'deposit' && line.txHash) return [{ line: { ...line, kind: line.kind }, subject: { depositId: line.txHash } }];
  // A withdrawal's line is "w" and its number (server/payments/statement-repository.ts, listWalletLines).
  const withdrawal = /^w([1-9][0-9]{0,15})$/.exec(line.id);
  if ((line.kind === 'withdrawal' || line.kind === 'referral_withdrawal') && withdrawal) {
    return [{ line: { ...line, kind: line.kind }, subject: { withdrawalId: Number(withdrawal[1]) } }];
  }
  return [];
}

/**
 * The player's recent deposits and withdrawals, newest first: the first page of the wallet's
 * statement (GET /wallet/transactions, 20 lines), without its referral payouts, refunds and
 * adjustments, which no complaint can name. An older payment the player describes in words.
 */
export const getPaymentSubjects = async (signal?: AbortSignal): Promise<PaymentSubject[]> =>
  (await apiClient.call('GET /wallet/transactions', { query: { page: 1 }, signal })).data.flatMap(paymentSubject);

export const fileComplaint = async (draft: ComplaintDraft): Promise<{ id: number; deadlineAt: string }> =>
  (await apiClient.call('POST /player/complaints', { body: draft })).data;
