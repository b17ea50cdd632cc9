/**
 * GET /api/v1/user/me: the current player (docs/product.md section 7). Lives in lib, not a feature, because
 * the session gate and every feature that shows the player read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../contract/api-types';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { clearReferral } from '../session/referral';

export async function getMe(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.call('GET /user/me', { signal });
  // The player exists now, so an invite's referrer has been recorded (or was too late to be).
  clearReferral();
  return data;
}

export function meQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    enabled,
    // The session gate shows a failure (the login screen, or the error screen with a retry).
    meta: { errorInline: true },
  });
}

export function useMe(options?: { enabled?: boolean }) {
  return useQuery(meQueryOptions(options));
}
