/**
 * GET /api/v1/game/history?page=n (docs/product.md section 7): 20 a page, pages 1 to 5 at most, stops at
 * hasNext false, first load asks for 2 pages, revalidates on focus and mount (the one query that
 * overrides the client's no-refetch defaults).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_MAX_PAGES } from '../../../contract/constants';
import type { HistoryPage } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getHistoryPage(page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return apiClient.call('GET /game/history', { query: { page }, signal });
}

/** The page after `last`, or undefined at the end or at page 5 (the server answers 400 beyond). */
export function nextHistoryPage(last: HistoryPage): number | undefined {
  return last.hasNext && last.page < HISTORY_MAX_PAGES ? last.page + 1 : undefined;
}

export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.history(),
    queryFn: ({ pageParam, signal }) => getHistoryPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextHistoryPage,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    // Like focus, coming back online is a return to the screen: history is the one query the spec
    // lets revalidate (section 7), so orders placed meanwhile show without a reload.
    refetchOnReconnect: true,
    staleTime: 0,
    // The screen shows a failed first load and a failed next page, each with a retry.
    meta: { errorInline: true },
  });
}

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
