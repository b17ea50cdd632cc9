/**
 * The home-screen offer appears only for `missed`: never while Telegram has not
 * answered the check, nor for `unsupported`, `unknown` or `added`. Through the root layout, which
 * decides whether to mount the offer at all.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as DeferredChunk from '../../src/app/events/start-event-channel';
import { RootLayout } from '../../src/app/RootLayout';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { getBridge } from '../../src/telegram/bridge';
import { getWebApp } from '../../src/telegram/current-web-app';
import { checkHomeScreenOnce, resetHomeScreen } from '../../src/telegram/home-screen';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';

vi.mock('../../src/app/events/start-event-channel', async (importOriginal) => ({
  ...(await importOriginal<typeof DeferredChunk>()),
  startEventChannel: () => () => {},
}));

beforeEach(() => loadSettings({ storage: memoryAdapter(), channelName: 't-home-screen-status' }));
afterEach(async () => {
  leaveTelegram();
  resetHomeScreen();
  await resetSettingsStore();
  vi.unstubAllGlobals();
});

const offer = () => screen.queryByRole('region', { name: 'Home screen' });

/** The profile screen (a moment the offer would take) on Telegram 8.0, the check sent. */
async function profileOn8() {
  fakeApi({ 'GET /user-ref-circle': ok({ data: [], referralCount: 0 }) });
  const telegram = enterTelegram('8.0');
  checkHomeScreenOnce(getWebApp(), getBridge());
  renderWithApp(
    <RootLayout>
      <h1>Profile</h1>
    </RootLayout>,
    { path: '/profile', toasts: false },
  );
  await screen.findByRole('heading', { name: 'Profile' });
  return telegram;
}

it('stays away while Telegram has not answered the check', async () => {
  await profileOn8();
  // Longer than the offer's lazy chunk takes to load when it is mounted (the `missed` case below).
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(offer()).toBeNull();
});

it.each(['unsupported', 'unknown', 'added'])('stays away for %s', async (status) => {
  const telegram = await profileOn8();
  await telegram.send('home_screen_checked', { status });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(offer()).toBeNull();
});

it('appears for missed (the same page, so the cases above could have shown it)', async () => {
  const telegram = await profileOn8();
  await telegram.send('home_screen_checked', { status: 'missed' });
  expect(await screen.findByRole('region', { name: 'Home screen' }, { timeout: 5000 })).toBeInTheDocument();
});
