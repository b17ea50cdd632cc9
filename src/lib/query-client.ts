/**
 * The TanStack Query client with the spec's defaults (section 7): data is not refetched on focus,
 * reconnect or staleness (history opts back in on its own query), failures are retried twice, and
 * fetching pauses while offline (networkMode 'online') and goes on when back online. Server errors
 * are toasted here, in one place (notifyError).
 */
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api-error';
import { reachability } from './app-reachability';
import { complianceRefusalPath } from './compliance-refusal';
import { showToast } from './toast';

export const MAX_RETRIES = 2;

/**
 * What a query or mutation tells the error toasts (the `meta` option). The rule, in one place:
 * - a 401 is never toasted: the session gate says it once (the login or session-ended screen, docs/sessions.md);
 * - `errorInline: true`: the screen shows this error itself (an error card with a retry), so a
 *   toast would say it twice; nothing is toasted for it;
 * - otherwise an API error is toasted as `describeApiError` words its code (the app passes the
 *   translated texts of i18n/api-error-text.ts; the server's own message is English); a failure
 *   without one (no network, a dropped connection) is toasted with `errorFallback()` when the
 *   caller gave one, and else left to the screen (queries keep their last data; the offline state
 *   says why).
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorInline?: boolean;
  /** The text for a failure that carries no server message, in the current language. */
  errorFallback?: () => string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** The player's text for an API error; without one, the server's own (English) message. */
/** Sync, or a promise when the texts load on demand (app-query-client.ts: a chunk of their own). */
export type DescribeApiError = (error: ApiError) => string | Promise<string>;

const serverMessage: DescribeApiError = (error) => error.message;

/** The toast text for a failure, or null when it is not toasted (see ErrorToastMeta). */
export function errorToastText(
  error: unknown,
  meta: ErrorToastMeta | undefined,
  describeApiError: DescribeApiError = serverMessage,
): string | Promise<string> | null {
  if (meta?.errorInline || isApiError(error, 401)) return null;
  if (isApiError(error)) return describeApiError(error);
  return meta?.errorFallback?.() ?? null;
}

function notifyError(error: unknown, meta: ErrorToastMeta | undefined, describeApiError: DescribeApiError, openScreen?: (path: string) => void): void {
  // A tier or country refusal is answered by a screen of its own, whichever call met it (an order,
  // the deposit flow, a withdrawal), never a toast or an inline line alone.
  const screen = openScreen && complianceRefusalPath(error);
  if (screen) return openScreen(screen);
  const text = errorToastText(error, meta, describeApiError);
  // Dropped before the root layout has mounted (lib/toast.ts): the session gate's me call has its own screen.
  if (text) void Promise.resolve(text).then((words) => showToast(words, { variant: 'error' }));
}

/**
 * Twice, as the spec says, except for 4xx answers: a rejected login or a bad request gives the same
 * answer on a retry, and retrying a 401 would only delay the login screen by seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  /** How API errors are worded in toasts (App.tsx: the translated texts of the error codes). */
  describeApiError?: DescribeApiError;
  /** Opens the screen that answers a verification or jurisdiction refusal (lib/compliance-refusal.ts). */
  openScreen?: (path: string) => void;
}

export function createQueryClient({ describeApiError = serverMessage, openScreen }: QueryClientOptions = {}): QueryClient {
  // TanStack listens to the browser's online/offline events by itself, which miss lie-fi and a page
  // the service worker served offline (navigator.onLine then says true). It follows the app's
  // reachability instead (docs/offline.md): fetches pause while the server cannot be reached and go
  // on by themselves once the probe answers.
  onlineManager.setEventListener((setOnline) => {
    setOnline(reachability.isOnline());
    const unsubscribe = reachability.subscribe(() => setOnline(reachability.isOnline()));
    return () => void unsubscribe();
  });
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyError(error, query.meta, describeApiError, openScreen) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => notifyError(error, mutation.meta, describeApiError, openScreen),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
        // 'online': a query or mutation started (or retrying) while the server cannot be reached
        // waits, paused, and continues once it can (see the onlineManager note above).
        networkMode: 'online',
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
