/**
 * The player's tier, what each action needs, and the provider's SDK token (useLoaded, not TanStack
 * Query: a lazy screen).
 */
import { useCallback } from 'react';
import { useLoaded } from '../../../lib/use-loaded';
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
  const { value: verification, loadError, reload, set } = useLoaded(getVerification);
  const declare = useCallback(async (country: string) => set(await declareResidence(country)), [set]);
  return { verification, loadError, reload, declare };
}
