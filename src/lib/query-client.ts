/**
 * The TanStack Query client with the spec's defaults (section 7): data is not refetched on focus,
 * reconnect or staleness (history opts back in on its own query), and failures are retried twice.
 * Fetching pauses while offline (networkMode 'online', the default) and goes on when back online.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const MAX_RETRIES = 2;

/**
 * Twice, as the spec says, except for 4xx answers: a rejected login or a bad request gives the same
 * answer on a retry, and retrying a 401 would only delay the login screen by seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  // TanStack assumes online until an 'offline' event (navigator.onLine can claim offline wrongly
  // on desktop Chrome: https://github.com/TanStack/query/pull/5714). A page that starts offline
  // gets no such event, so its fetches would fail, retry and end in errors over the saved data.
  // We trust a false navigator.onLine, as the offline banner and the order button already do: the
  // fetches pause instead, and go on by themselves on the 'online' event.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
