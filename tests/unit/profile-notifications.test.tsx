/**
 * Profile's bot notification switches against a fake network edge: each kind on or off, saved at
 * once; in Telegram 6.9+ with allows_write_to_pm false, Telegram's write-access prompt comes first.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS } from '../../src/contract/notifications';
import { NotificationSwitches } from '../../src/features/profile/components/NotificationSwitches';
import { initI18n, resetI18n } from '../../src/i18n/store';
import { setLanguage } from '../../src/settings/language';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { fakeApi, type FakeRequest } from './kit/fake-api';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';

const allOn = { kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])), reachable: true };

function api(initial = allOn) {
  let settings = structuredClone(initial);
  return fakeApi({
    'GET /user/notifications': () => ({ status: 200, body: { data: settings } }),
    'PATCH /user/notifications': (request: FakeRequest) => {
      const { kind, enabled } = request.body as { kind: string; enabled: boolean };
      settings = { ...settings, kinds: { ...settings.kinds, [kind]: enabled } };
      return { status: 200, body: { data: settings } };
    },
  });
}

const patches = (requests: FakeRequest[]) => requests.filter((request) => request.key === 'PATCH /user/notifications').map((request) => request.body);

beforeEach(async () => {
  await loadSettings({ storage: memoryAdapter(), channelName: 'profile-notifications' });
  await initI18n();
});
afterEach(async () => {
  leaveTelegram();
  resetI18n();
  await resetSettingsStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows a switch per kind as the server has it, and saves a change at once', async () => {
  const server = api({ ...allOn, kinds: { ...allOn.kinds, friend_joined: false } });
  render(<NotificationSwitches />);
  expect(await screen.findByRole('switch', { name: 'Deposit credited' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Bot notifications' })).toBeInTheDocument();
  expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_KINDS.length);
  expect(screen.getByRole('switch', { name: 'A friend joined with your link' })).not.toBeChecked();

  await userEvent.click(screen.getByRole('switch', { name: 'Withdrawal sent' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Withdrawal sent' })).not.toBeChecked());
  expect(patches(server.requests)).toEqual([{ kind: 'withdrawal_sent', enabled: false }]);
});

it('is translated (German)', async () => {
  api();
  setLanguage('de');
  await initI18n();
  render(<NotificationSwitches />);
  expect(await screen.findByRole('switch', { name: 'Auszahlung gesendet' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Bot-Benachrichtigungen' })).toBeInTheDocument();
});

it('says when the bot is blocked', async () => {
  api({ ...allOn, reachable: false });
  render(<NotificationSwitches />);
  expect(await screen.findByText(/You blocked the bot/)).toBeInTheDocument();
});

const noWrite = { initData: { user: { id: 70, first_name: 'Ada', allows_write_to_pm: false } } };

// Before the "allowed" case: Telegram's yes stands for the rest of the page.
it('6.9+: a refused write access keeps the kind off and says why', async () => {
  const telegram = enterTelegram('7.0', noWrite);
  const server = api({ ...allOn, kinds: { ...allOn.kinds, deposit_credited: false } });
  render(<NotificationSwitches />);
  await userEvent.click(await screen.findByRole('switch', { name: 'Deposit credited' }));
  await waitFor(() => expect(telegram.types()).toContain('web_app_request_write_access'));
  telegram.send('write_access_requested', { status: 'cancelled' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Telegram did not let the bot write to you');
  expect(patches(server.requests)).toEqual([]);
  expect(screen.getByRole('switch', { name: 'Deposit credited' })).not.toBeChecked();
});

it('6.9+: asks Telegram for write access before turning a kind on, and saves once allowed', async () => {
  const telegram = enterTelegram('7.0', noWrite);
  const server = api({ ...allOn, kinds: { ...allOn.kinds, deposit_credited: false } });
  render(<NotificationSwitches />);
  await userEvent.click(await screen.findByRole('switch', { name: 'Deposit credited' }));
  await waitFor(() => expect(telegram.types()).toContain('web_app_request_write_access'));
  expect(patches(server.requests)).toEqual([]);
  telegram.send('write_access_requested', { status: 'allowed' });
  await waitFor(() => expect(patches(server.requests)).toEqual([{ kind: 'deposit_credited', enabled: true }]));
  expect(await screen.findByRole('switch', { name: 'Deposit credited' })).toBeChecked();
});
