/** Shared by the friends, bottom bar and profile unit tests: the app's providers, and a fake API at fetch. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../src/app/toasts/Toaster';
import type { RefCircle, User } from '../../src/contract/api-types';
import { createAppQueryClient } from '../../src/app/app-query-client';
import { RouterContextProvider } from '../../src/lib/router-context';

export const USER: User = {
  id: 7,
  telegramId: 700_000_001,
  telegramFullName: 'Ada Lovelace',
  username: 'ada_l',
  languageCode: 'en',
  balance: '1000.500000',
  refCode: 'ref7abc',
};

export const circle = (circleId: number, earnFromChild: string, isWithdrawn = false, referrals = 1): RefCircle => ({
  circleId,
  earnFromChild,
  isWithdrawn,
  referrals,
});

export interface FakeAnswer {
  status: number;
  body: unknown;
}
type Handler = (init: RequestInit) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (body: unknown) => (): FakeAnswer => ({ status: 200, body });

/** Stubs fetch with `METHOD /path` handlers (the path after /api/v1); returns the calls made. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; headers: Headers }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://app.test').pathname.replace('/api/v1', '')}`;
      calls.push({ key, headers: new Headers(init.headers) });
      const handler = handlers[key];
      const { status, body } = handler ? await handler(init) : { status: 404, body: { error: { code: 'not_found', message: key } } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, posts: () => calls.filter((call) => call.key.startsWith('POST')) };
}

/** `ui` inside the app's providers: a real query client, the toast area, the session's user and a memory router. */
export function renderWithApp(ui: ReactNode, { path = '/', user = USER }: { path?: string; user?: User | null } = {}) {
  const queryClient = createAppQueryClient(); // the app's, with its translated error toasts
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider value={{ user, startParam: '' }}>
        <Router hook={location.hook}>{ui}</Router>
      </RouterContextProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
