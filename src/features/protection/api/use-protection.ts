/**
 * The protection view and its changes. A useState hook rather than TanStack Query, like
 * profile/api/update-me.ts: a lazy screen importing the query library moves its core out of the
 * entry chunk (initial JS budget).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ProtectionView } from '../../../contract/protection';
import { getProtection } from './protection-api';

export interface ProtectionState {
  view: ProtectionView | null;
  error: unknown;
  /** Runs a change; its answer (the new view) replaces the shown one, a failure is kept in error. */
  change: (call: () => Promise<ProtectionView>) => Promise<boolean>;
}

export function useProtection(): ProtectionState {
  const [view, setView] = useState<ProtectionView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    getProtection(controller.signal).then(setView, (problem: unknown) => controller.signal.aborted || setError(problem));
    return () => controller.abort();
  }, []);
  const change = useCallback(async (call: () => Promise<ProtectionView>) => {
    setError(null);
    try {
      setView(await call());
      return true;
    } catch (problem) {
      setError(problem);
      return false;
    }
  }, []);
  return { view, error, change };
}
