/** The friends screen's Share from Telegram 8.0: the invite card, its toasts, and the link as fallback. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import FriendsScreen from '../../src/features/friends/routes/FriendsScreen';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';
import { USER } from './kit/fixtures';
import { renderWithApp } from './kit/render-app';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  leaveTelegram();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(prepared: () => FakeAnswer) {
  let body: unknown;
  const fake = fakeApi({
    'GET /user/me': ok({ data: USER }),
    'GET /user-ref-circle': ok({ data: [], referralCount: 0 }),
    'POST /referral/prepared-message': (request) => {
      body = request.body;
      return prepared();
    },
  });
  return { ...fake, body: () => body };
}

it('8.0: sends the prepared card with the id the server returned, and toasts "Invite sent!"', async () => {
  const telegram = enterTelegram('8.0');
  const server = api(ok({ data: { id: 'prepared-7', expiresAt: '2026-11-26T10:00:00.000Z' } }));
  renderWithApp(<FriendsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(telegram.posted()).toContainEqual({ type: 'web_app_send_prepared_message', data: { id: 'prepared-7' } }));
  // Only the language: the card's words are the server's (it goes out "via @bot").
  expect(server.body()).toEqual({ language: 'en' });
  expect(telegram.types()).not.toContain('web_app_open_tg_link');

  telegram.send('prepared_message_sent');
  expect(await screen.findByText('Invite sent!')).toBeInTheDocument();
});

it('8.0: a failed share is toasted', async () => {
  const telegram = enterTelegram('8.0');
  api(ok({ data: { id: 'prepared-8', expiresAt: '2026-11-26T10:00:00.000Z' } }));
  renderWithApp(<FriendsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(telegram.types()).toContain('web_app_send_prepared_message'));
  telegram.send('prepared_message_failed', { error: 'MESSAGE_EXPIRED' });
  expect(await screen.findByText('The invite was not sent.')).toBeInTheDocument();
});

it('8.0: when the server cannot prepare the card, Share opens the share link without an error toast', async () => {
  const telegram = enterTelegram('8.0');
  api(() => ({ status: 502, body: { error: { code: 'bot_api_failed', message: 'Telegram could not prepare the invite card' } } }));
  renderWithApp(<FriendsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(telegram.types()).toContain('web_app_open_tg_link'));
  expect(telegram.types()).not.toContain('web_app_send_prepared_message');
  expect(screen.queryByText(/could not prepare/)).toBeNull();
});

it('7.10: Share keeps the share link and asks the server for nothing', async () => {
  const telegram = enterTelegram('7.10');
  const server = api(ok({ data: { id: 'never', expiresAt: '' } }));
  renderWithApp(<FriendsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(telegram.types()).toContain('web_app_open_tg_link');
  expect(server.posts()).toEqual([]);
});
