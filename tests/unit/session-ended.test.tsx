/**
 * The session gate once the app is showing (docs/sessions.md): a 401 anywhere that leaves no valid
 * credential replaces the app with one screen that says the session ended and how to reopen. The
 * API is faked at fetch; the credentials are the real module.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Launch } from '../../src/app/launch';
import { SessionGate } from '../../src/app/SessionGate';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { createQueryClient } from '../../src/lib/query-client';
import { rejectAuthorization, setTelegramAuthorization } from '../../src/lib/session/credentials';
import { getWebApp } from '../../src/telegram/current-web-app';
import { fakeApi, ok } from './kit/fake-api';
import { USER } from './kit/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`;
});

function renderGate(telegram: string | null) {
  setTelegramAuthorization(telegram); // as launch.ts does before the first render
  // A settled thenable, as React marks one: `use` reads it without suspending.
  const launch = { launchParams: { startParam: undefined }, login: Object.assign(Promise.resolve(null), { status: 'fulfilled', value: null }), language: 'en' } as unknown as Launch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <SessionGate launch={launch}>{() => <h1>The app</h1>}</SessionGate>
      </Suspense>
    </QueryClientProvider>,
  );
}

it('in a browser: a refused token ends the session in place, with a way to log in again', async () => {
  document.cookie = `${AUTH_COOKIE}=tok; path=/`;
  fakeApi({ 'GET /user/me': ok({ data: USER }) });
  renderGate(null);
  expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();

  // What a 401 on any call does. The screen is its own chunk: React retries once it has loaded,
  // which the test environment runs only inside act.
  await act(async () => {
    rejectAuthorization('Bearer tok');
    await import('../../src/app/SessionEndedScreen');
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    await import('../../src/features/auth/components/LoginScreen');
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeInTheDocument();
});

it('inside Telegram: with the launch data refused too, the screen closes the app so the player reopens it', async () => {
  fakeApi({ 'GET /user/me': ok({ data: USER }) });
  renderGate('tma bGF1bmNo');
  expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();

  await act(async () => {
    rejectAuthorization('tma bGF1bmNo');
    await import('../../src/app/SessionEndedScreen');
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
  const close = vi.spyOn(getWebApp(), 'close');
  await userEvent.click(screen.getByRole('button', { name: 'Close and reopen' }));
  expect(close).toHaveBeenCalled();
});
