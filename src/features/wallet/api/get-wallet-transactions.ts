/**
 * GET /api/v1/wallet/transactions?page=n: deposits and referral payouts, newest first, 20 a page.
 * One query per page (not useInfiniteQuery: sharing that with history split it into a chunk of
 * its own, one more name in the entry's preload list).
 */
import { useQuery } from '@tanstack/react-query';
import type { WalletTransactionsPage } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getWalletTransactions(page: number, signal?: AbortSignal): Promise<WalletTransactionsPage> {
  return apiClient.call('GET /wallet/transactions', { query: { page }, signal });
}

export function useWalletTransactions(page: number) {
  return useQuery({
    queryKey: [...queryKeys.wallet(), 'transactions', page],
    queryFn: ({ signal }) => getWalletTransactions(page, signal),
    meta: { errorInline: true },
  });
}
