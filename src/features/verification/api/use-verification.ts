/**
 * The player's tier, what each action needs, and the provider's SDK token. A useState hook rather
 * than TanStack Query, like the protection and complaints screens': a lazy screen importing the
 * query library would move its core out of the entry chunk (initial JS budget).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlayerVerification } from '../../../contract/verification';
import { declareResidence, getVerification } from './verification-api';

export interface VerificationState {
  verification: PlayerVerification | null;
  loadError: unknown;
  /** Asks again (after the provider's form, or a failed load). */
  reload: () => void;
  /** Declares the residence; the answer is the verification under that country's profile. Throws the refusal. */
  declare: (country: string) => Promise<void>;
}

export function useVerification(): VerificationState {
  const [verification, setVerification] = useState<PlayerVerification | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const load = useCallback((signal?: AbortSignal) => {
    getVerification(signal).then(
      (view) => {
        setLoadError(null);
        setVerification(view);
      },
      (problem: unknown) => signal?.aborted || setLoadError(problem),
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const declare = useCallback(async (country: string) => setVerification(await declareResidence(country)), []);
  const reload = useCallback(() => load(), [load]);
  return { verification, loadError, reload, declare };
}
