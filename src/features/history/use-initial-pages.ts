import { useEffect } from 'react';
import { HISTORY_INITIAL_PAGES } from '../../contract/constants';

interface PagedQuery {
  data?: { pages: unknown[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * docs/product.md section 7: the first load asks for 2 pages. useInfiniteQuery fetches one on mount (the
 * route prefetch asks for both with `pages`), so page 2 follows page 1 at once when it exists.
 */
export function useInitialPages(query: PagedQuery): void {
  const loaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (loaded > 0 && loaded < HISTORY_INITIAL_PAGES && hasNextPage && !isFetching && !isError) {
      void fetchNextPage();
    }
  }, [loaded, hasNextPage, isFetching, isError, fetchNextPage]);
}
