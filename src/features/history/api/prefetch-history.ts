import type { QueryClient } from '@tanstack/react-query';
import { HISTORY_INITIAL_PAGES } from '../../../contract/constants';
import { historyQueryOptions } from './get-history';

/** The route prefetch for `/history`: `pages` fetches pages 1 and 2 in one go, the spec's first load. */
export async function prefetchHistory(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery({ ...historyQueryOptions(), pages: HISTORY_INITIAL_PAGES, staleTime: 0 });
}
