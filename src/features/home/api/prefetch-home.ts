import type { QueryClient } from '@tanstack/react-query';
import { liveWinsQueryOptions } from './get-live-wins';
import { rulesQueryOptions } from '../../../lib/game/get-rules';
import { seedQueryOptions } from '../../../lib/game/get-seed';

/** The route prefetch for `/` (docs/product.md section 2: preloaded data has staleTime 0). */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...liveWinsQueryOptions(), staleTime: 0 }),
    queryClient.prefetchQuery({ ...seedQueryOptions(), staleTime: 0 }),
    queryClient.prefetchQuery({ ...rulesQueryOptions(), staleTime: 0 }),
  ]);
}
