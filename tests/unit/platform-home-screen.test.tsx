/** The home-screen shortcut: one check per page, and the offer's moments and weekly limit. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import HomeScreenOffer, { OFFER_INTERVAL_MS } from '../../src/app/home-screen/HomeScreenOffer';
import { getSettings, loadSettings, resetSettingsStore, setHomeScreenOfferedAt } from '../../src/settings/app-storage';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { getBridge } from '../../src/telegram/bridge';
import { getWebApp } from '../../src/telegram/current-web-app';
import { checkHomeScreenOnce, getHomeScreenStatus, resetHomeScreen } from '../../src/telegram/home-screen';
import { renderWithApp } from './kit/render-app';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';
import { mutationKeys } from '../../src/lib/query-keys';

beforeEach(() => loadSettings({ storage: memoryAdapter(), channelName: 't-home-screen' }));
afterEach(async () => {
  leaveTelegram();
  resetHomeScreen();
  await resetSettingsStore();
});

const offer = () => screen.queryByRole('region', { name: 'Home screen' });

it('checks once per page; below 8.0 and outside Telegram the status is unsupported at once', async () => {
  enterTelegram('7.10');
  checkHomeScreenOnce(getWebApp(), getBridge());
  expect(getHomeScreenStatus()).toBe('unsupported');

  resetHomeScreen();
  const telegram = enterTelegram('8.0');
  checkHomeScreenOnce(getWebApp(), getBridge());
  checkHomeScreenOnce(getWebApp(), getBridge());
  expect(telegram.types()).toEqual(['web_app_check_home_screen']);
  await telegram.send('home_screen_checked', { status: 'missed' });
  await vi.waitFor(() => expect(getHomeScreenStatus()).toBe('missed'));
  await telegram.send('home_screen_added');
  expect(getHomeScreenStatus()).toBe('added');
});

it('offers on the profile screens, remembers when, and asks Telegram on "Add to home screen"', async () => {
  const telegram = enterTelegram('8.0');
  renderWithApp(<HomeScreenOffer />, { path: '/profile/edit' });
  expect(offer()).toBeInTheDocument();
  expect(Date.now() - getSettings().homeScreenOfferedAt).toBeLessThan(60_000);

  await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
  expect(offer()).toBeNull();
  expect(telegram.types()).toEqual(['web_app_add_to_home_screen']);
  await telegram.send('home_screen_added');
  expect(await screen.findByText('SendsWin is on your home screen.')).toBeInTheDocument();
});

it('waits on the home screen for a win (not a loss), then for the next screen: it never covers the result', async () => {
  enterTelegram('8.0');
  const { queryClient, location } = renderWithApp(<HomeScreenOffer />, { path: '/' });
  const settle = (result: 'win' | 'loss') =>
    act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: mutationKeys.placeOrder(), mutationFn: async () => ({ order: { result }, balance: '1.000000' }) })
        .execute(undefined),
    );
  expect(offer()).toBeNull();
  await settle('loss');
  expect(offer()).toBeNull();
  await settle('win');
  expect(offer()).toBeNull(); // the player is reading the result
  act(() => location.navigate('/history'));
  expect(offer()).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(offer()).toBeNull();
});

it('offers at most once a week', () => {
  enterTelegram('8.0');
  setHomeScreenOfferedAt(Date.now() - OFFER_INTERVAL_MS + 60_000);
  const { unmount } = renderWithApp(<HomeScreenOffer />, { path: '/profile' });
  expect(offer()).toBeNull();
  unmount();
  setHomeScreenOfferedAt(Date.now() - OFFER_INTERVAL_MS);
  renderWithApp(<HomeScreenOffer />, { path: '/profile' });
  expect(offer()).toBeInTheDocument();
});
