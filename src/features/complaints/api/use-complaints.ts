/**
 * The player's complaints and filing one. A useState hook rather than TanStack Query, like the
 * protection screen's: a lazy screen importing the query library would move its core out of the
 * entry chunk (initial JS budget).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlayerComplaint } from '../../../contract/complaints';
import { fileComplaint, getComplaints, type ComplaintDraft } from './complaints-api';

export interface ComplaintsState {
  complaints: PlayerComplaint[] | null;
  loadError: unknown;
  /** Files the draft, then reloads the list; resolves to the new complaint, or throws the refusal. */
  file: (draft: ComplaintDraft) => Promise<{ id: number; deadlineAt: string }>;
}

export function useComplaints(): ComplaintsState {
  const [complaints, setComplaints] = useState<PlayerComplaint[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const load = useCallback((signal?: AbortSignal) => {
    getComplaints(signal).then(
      (list) => {
        setLoadError(null);
        setComplaints(list);
      },
      (problem: unknown) => signal?.aborted || setLoadError(problem),
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const file = useCallback(
    async (draft: ComplaintDraft) => {
      const filed = await fileComplaint(draft);
      load();
      return filed;
    },
    [load],
  );
  return { complaints, loadError, file };
}
