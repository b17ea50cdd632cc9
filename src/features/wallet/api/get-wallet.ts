/**
 * GET /api/v1/wallet: the balance and how to deposit (docs/payments.md); `payments: false` when
 * this server runs without payments.
 */
import { useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getWallet(signal?: AbortSignal): Promise<WalletSummary> {
  return (await apiClient.call('GET /wallet', { signal })).data;
}

export function useWallet() {
  return useQuery({
    queryKey: [...queryKeys.wallet(), 'summary'],
    queryFn: ({ signal }) => getWallet(signal),
    // The screen shows a failure with a retry in place.
    meta: { errorInline: true },
  });
}
