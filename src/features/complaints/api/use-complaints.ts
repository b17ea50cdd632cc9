/**
 * The player's complaints and filing one (useLoaded, not TanStack Query: a lazy screen).
 */
import { useCallback } from 'react';
import { useLoaded } from '../../../lib/use-loaded';
import type { PlayerComplaint } from '../../../contract/complaints';
import { fileComplaint, getComplaints, getPaymentSubjects, type ComplaintDraft, type PaymentSubject } from './complaints-api';

export interface ComplaintsState {
  complaints: PlayerComplaint[] | null;
  loadError: unknown;
  /** The recent deposits and withdrawals a payment complaint may point at; null until loaded (or if that failed: then none is offered). */
  payments: PaymentSubject[] | null;
  /** Files the draft, then reloads the list; resolves to the new complaint, or throws the refusal. */
  file: (draft: ComplaintDraft) => Promise<{ id: number; deadlineAt: string }>;
}

export function useComplaints(): ComplaintsState {
  const { value: complaints, loadError, reload } = useLoaded(getComplaints);
  const { value: payments } = useLoaded(getPaymentSubjects);
  const file = useCallback(
    async (draft: ComplaintDraft) => {
      const filed = await fileComplaint(draft);
      reload();
      return filed;
    },
    [reload],
  );
  return { complaints, loadError, payments, file };
}
