/**
 * GET /api/v1/user-ref-circle: this player's weekly referral records (newest first) and how many
 * players they invited. Read by the friends screen and by the bottom bar's red dot.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefCirclesResponse } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCircles(signal?: AbortSignal): Promise<RefCirclesResponse> {
  return apiClient.call('GET /user-ref-circle', { signal });
}

export function circlesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.circles(),
    queryFn: ({ signal }) => getCircles(signal),
    // The friends screen shows a failure with a retry; the red dot just stays off.
    meta: { errorInline: true },
  });
}

export function useCircles() {
  return useQuery(circlesQueryOptions());
}
