/** The query client's defaults (docs/product.md section 7) and its one place for error toasts. */
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { createQueryClient, errorToastText, shouldRetry } from '../../src/lib/query-client';

const apiError = (status: number, message = 'Server says no') => new ApiError(status, { error: { code: 'x', message } });

afterEach(() => onlineManager.setOnline(true));

describe('errorToastText', () => {
  it('is the server’s message', () => {
    expect(errorToastText(apiError(409, 'Circle 1 was already withdrawn'), undefined)).toBe('Circle 1 was already withdrawn');
    expect(errorToastText(apiError(500), {})).toBe('Server says no');
  });

  it('is nothing for a 401 (the session gate shows the login) or an error the screen shows inline', () => {
    expect(errorToastText(apiError(401), undefined)).toBeNull();
    expect(errorToastText(apiError(401), { errorFallback: () => 'fallback' })).toBeNull();
    expect(errorToastText(apiError(503), { errorInline: true })).toBeNull();
  });

  it('uses the caller’s fallback when the failure has no server message, else nothing', () => {
    const lost = new TypeError('Failed to fetch');
    expect(errorToastText(lost, { errorFallback: () => 'Check your connection' })).toBe('Check your connection');
    expect(errorToastText(lost, undefined)).toBeNull();
  });
});

describe('createQueryClient', () => {
  it('retries twice, but not a 4xx answer', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, new TypeError('x')))).toEqual([true, true, false]);
    expect(shouldRetry(0, apiError(409))).toBe(false);
    expect(shouldRetry(0, apiError(503))).toBe(true);
  });

  it('does not refetch on focus, reconnect or staleness', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Number.POSITIVE_INFINITY });
  });

  it('pauses queries and mutations while offline and runs them once back online', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: it listens to the online manager
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => 'data');
    const query = client.fetchQuery({ queryKey: ['q'], queryFn });
    const mutationFn = vi.fn(async () => 'done');
    const mutation = client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    await Promise.resolve();
    expect(client.getQueryState(['q'])?.fetchStatus).toBe('paused');
    expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
    expect(queryFn).not.toHaveBeenCalled();
    expect(mutationFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await expect(query).resolves.toBe('data');
    await expect(mutation).resolves.toBe('done');
    client.unmount();
  });
});
