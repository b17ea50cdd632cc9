/**
 * POST /api/v1/game/seed/rotate `{clientSeed?}` (docs/api.md): reveals the current server
 * seed and makes the committed next one current. The rotation is checked against the commitment
 * shown before it (verify-seed-chain.ts); the new commitment replaces the cached one, and opened
 * orders are refetched so their revealed seed shows (docs/fairness.md).
 *
 * A small useState wrapper rather than TanStack's useMutation, for the reason update-me.ts gives:
 * useMutation in a profile chunk makes Rolldown split the query core out of the entry, +1.3 KB
 * gzip of initial JS for `/` (rolldown/rolldown#10731).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SeedCommitment, SeedRotation } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { verifySeedChain, type SeedChain } from '../fairness/verify-seed-chain';

export async function rotateSeed(clientSeed: string | undefined): Promise<SeedRotation> {
  const body = clientSeed === undefined ? {} : { clientSeed };
  const { data } = await apiClient.call('POST /game/seed/rotate', { body });
  return data;
}

export interface RotateSeed {
  rotate: (clientSeed: string | undefined) => Promise<void>;
  pending: boolean;
  /** The last rotation's revealed seed and new commitment. */
  data: SeedRotation | null;
  /** Whether that rotation kept to the commitments shown before it. */
  chain: SeedChain | null;
  /** The last rotation's failure (an ApiError carries the server's message), null after a success. */
  error: Error | null;
}

export function useRotateSeed(): RotateSeed {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Omit<RotateSeed, 'rotate'>>({ pending: false, data: null, chain: null, error: null });

  async function rotate(clientSeed: string | undefined): Promise<void> {
    setState((previous) => ({ ...previous, pending: true, error: null }));
    try {
      // What the player saw before choosing: the chain is held to this, not to the answer.
      const shown = queryClient.getQueryData<SeedCommitment>(queryKeys.seed());
      const rotation = await rotateSeed(clientSeed);
      const { seedHash, nextSeedHash, nonce } = rotation;
      queryClient.setQueryData<SeedCommitment>(queryKeys.seed(), { seedHash, nextSeedHash, clientSeed: rotation.clientSeed, nonce });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
      const chain = await verifySeedChain(shown, rotation).catch((): SeedChain => 'unknown');
      setState({ pending: false, data: rotation, chain, error: null });
    } catch (problem) {
      setState((previous) => ({ ...previous, pending: false, error: problem instanceof Error ? problem : new Error(String(problem)) }));
      throw problem;
    }
  }

  return { ...state, rotate };
}
