import type { QueryClient } from '@tanstack/react-query';
import { liveWinsQueryOptions } from './get-live-wins';
import { seedQueryOptions } from './get-seed';

/** The route prefetch for `/` (spec section 2: preloaded data has staleTime 0). */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...liveWinsQueryOptions(), staleTime: 0 }),
    queryClient.prefetchQuery({ ...seedQueryOptions(), staleTime: 0 }),
  ]);
}
