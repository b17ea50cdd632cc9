/** A player's complaints (docs/back-office.md, "Complaints"): file one, read them with their answers. */
import type { ComplaintKind, PlayerComplaint } from '../../../contract/complaints';
import { apiClient } from '../../../lib/api-client';

export const getComplaints = async (signal?: AbortSignal): Promise<PlayerComplaint[]> => (await apiClient.call('GET /player/complaints', { signal })).data;

export interface ComplaintDraft {
  kind: ComplaintKind;
  text: string;
  /** The order it is about, as its number (history's "Order #12"). */
  orderId?: number;
}

export const fileComplaint = async (draft: ComplaintDraft): Promise<{ id: number; deadlineAt: string }> =>
  (await apiClient.call('POST /player/complaints', { body: draft })).data;
