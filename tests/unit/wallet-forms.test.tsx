/**
 * The wallet's forms when things go wrong (features/wallet) against the fake API: a refused
 * withdrawal or held withdrawal says why and keeps what was typed; a corrected amount clears its
 * refusal; the terms step says why the server refused, and isolates the version right to left.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary } from '../../src/contract/api-types';
import { TERMS_VERSION } from '../../src/contract/protection';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { messages as arabic } from '../../src/i18n/messages/ar';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { queryKeys } from '../../src/lib/query-keys';
import { setLanguage } from '../../src/settings/language';
import { apiError, fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

// TON Connect's UI needs a real browser (tests/e2e/wallet-tonconnect.spec.ts).
vi.mock('../../src/features/wallet/components/TonConnectDeposit', () => ({ default: () => null }));

const SUMMARY: WalletSummary = {
  payments: true,
  balance: '20.000000',
  held: '0.000000',
  termsAccepted: true,
  depositAddress: 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p',
  depositMemo: 'sw0123456789ab',
  usdtMaster: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  network: 'testnet',
  minDeposit: '1.000000',
  boundAddress: '0:' + 'cd'.repeat(32),
  limits: null,
  walletsListUrl: 'https://config.ton.org/wallets-v2.json',
  heldReturning: null,
};
const NO_LINES = ok({ data: [], page: 1, hasNext: false });

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  resetI18n();
  setLanguage('en');
});

/** A handler that answers only when `release` is called: the request in flight meanwhile. */
function held<T>(answer: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release: () => release() };
}

/** A query of another screen, loaded: a money action must not make the app refetch everything. */
const UNRELATED = ['game', 'history'] as const;

async function withdraw(form: HTMLElement, amount: string, confirm = true) {
  const field = within(form).getByRole('textbox', { name: 'Amount (USDT)' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  if (confirm) await userEvent.click(within(await screen.findByRole('dialog', { name: 'Check your withdrawal' })).getByRole('button', { name: /^Withdraw / }));
}

describe('withdrawing', () => {
  it('clears the refusal of an unreadable amount once the amount is right, and empties the field once the withdrawal is taken', { timeout: 20_000 }, async () => {
    const post = held({ status: 201, body: { data: { id: '1', status: 'pending' } } });
    fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': NO_LINES, 'POST /wallet/withdrawals': post.handler });
    const { queryClient } = renderWithApp(<WalletScreen />);
    queryClient.setQueryData(UNRELATED, []);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 10_000 });
    expect(within(form).queryByRole('alert')).toBeNull();
    await withdraw(form, 'ten', false);
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount like 10.50.');
    await withdraw(form, '5');
    // One withdrawal at a time: the button waits for the answer.
    expect(within(form).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    post.release();
    const done = await screen.findByText('Withdrawal of 5.00 USDT requested.');
    expect(done.closest('.toast__swipe')).toHaveClass('toast--success');
    expect(queryClient.getQueryState(UNRELATED)?.isInvalidated).toBe(false);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('');
  });

  it('says why the server refused, keeps the amount typed and claims no success', { timeout: 20_000 }, async () => {
    const api = fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': NO_LINES, 'POST /wallet/withdrawals': apiError(409, 'withdraw_above_balance') });
    const { queryClient } = renderWithApp(<WalletScreen />);
    // The player's own record (the header's balance) is stale after any withdrawal, taken or refused.
    queryClient.setQueryData(queryKeys.me(), { balance: '20.000000' });
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 10_000 });
    await withdraw(form, '25');
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.me())?.isInvalidated).toBe(true));
    // An error toast: it interrupts (alert) and stays.
    expect((await screen.findByText('Your balance is too low for this withdrawal.')).closest('[role="alert"]')).not.toBeNull();
    expect(api.posts().map((post) => post.body)).toEqual([{ amount: '25' }]);
    expect(within(form).getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('25');
    expect(screen.queryByText(/requested\.$/)).toBeNull();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Withdraw' })).toBeEnabled());
  });
});

describe('held funds', () => {
  it('says why a held withdrawal was refused and offers it again', { timeout: 20_000 }, async () => {
    const post = held(apiError(409, 'nothing_held')());
    fakeApi({ 'GET /wallet': ok({ data: { ...SUMMARY, held: '3.000000' } }), 'GET /wallet/transactions': NO_LINES, 'POST /wallet/held/withdraw': post.handler });
    const { queryClient } = renderWithApp(<WalletScreen />);
    queryClient.setQueryData(UNRELATED, []);
    const section = await screen.findByRole('region', { name: 'Held: 3.00 USDT' }, { timeout: 10_000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Withdraw held funds' }));
    expect(within(section).getByRole('button', { name: 'Withdraw held funds' })).toBeDisabled();
    post.release();
    expect((await screen.findByText('None of your deposits is held.')).closest('[role="alert"]')).not.toBeNull();
    expect(queryClient.getQueryState(UNRELATED)?.isInvalidated).toBe(false);
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Withdraw held funds' })).toBeEnabled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows held funds without a way to withdraw them while no wallet is bound', { timeout: 20_000 }, async () => {
    fakeApi({ 'GET /wallet': ok({ data: { ...SUMMARY, held: '3.000000', boundAddress: null } }), 'GET /wallet/transactions': NO_LINES });
    renderWithApp(<WalletScreen />);
    const section = await screen.findByRole('region', { name: 'Held: 3.00 USDT' }, { timeout: 10_000 });
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

describe('the terms step', () => {
  it('says why the server refused the acceptance, and lets the player try again', { timeout: 20_000 }, async () => {
    const post = held(apiError(409, 'withdraw_above_balance')());
    const api = fakeApi({
      'GET /wallet': ok({ data: { ...SUMMARY, termsAccepted: false, depositAddress: null, depositMemo: null } }),
      'GET /wallet/transactions': NO_LINES,
      'POST /player/terms': post.handler,
    });
    renderWithApp(<WalletScreen />);
    const step = await screen.findByRole('region', { name: 'Before your first deposit' }, { timeout: 10_000 });
    await userEvent.click(within(step).getByRole('checkbox'));
    await userEvent.click(within(step).getByRole('button', { name: 'Accept and continue' }));
    expect(within(step).getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
    post.release();
    expect(await within(step).findByRole('alert')).toHaveTextContent('Your balance is too low for this withdrawal.');
    expect(within(step).getByRole('checkbox')).toHaveAccessibleDescription('Your balance is too low for this withdrawal.');
    await waitFor(() => expect(within(step).getByRole('button', { name: 'Accept and continue' })).toBeEnabled());
    expect(api.posts()).toHaveLength(1);
  });

  it('refreshes the wallet once accepted, and nothing else', { timeout: 20_000 }, async () => {
    let summary: WalletSummary = { ...SUMMARY, termsAccepted: false, depositAddress: null, depositMemo: null };
    fakeApi({
      'GET /wallet': () => ({ status: 200, body: { data: summary } }),
      'GET /wallet/transactions': NO_LINES,
      'POST /player/terms': () => ((summary = SUMMARY), { status: 200, body: { data: {} } }),
    });
    const { queryClient } = renderWithApp(<WalletScreen />);
    queryClient.setQueryData(UNRELATED, []);
    const step = await screen.findByRole('region', { name: 'Before your first deposit' }, { timeout: 10_000 });
    await userEvent.click(within(step).getByRole('checkbox'));
    await userEvent.click(within(step).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Before your first deposit' })).toBeNull());
    expect(queryClient.getQueryState(UNRELATED)?.isInvalidated).toBe(false);
  });

  it('isolates the terms version right to left, so it does not read backwards in Arabic; left to right it is plain', { timeout: 20_000 }, async () => {
    fakeApi({ 'GET /wallet': ok({ data: { ...SUMMARY, termsAccepted: false, depositAddress: null, depositMemo: null } }), 'GET /wallet/transactions': NO_LINES });
    const { unmount } = renderWithApp(<WalletScreen />);
    expect(await screen.findByRole('checkbox', { name: `I am 18 or over and I accept the terms of play (version ${TERMS_VERSION}).` }, { timeout: 10_000 })).not.toBeChecked();
    unmount();
    await act(async () => {
      await initI18n();
      setLanguage('ar');
      await i18nSettled();
    });
    renderWithApp(<WalletScreen />);
    const label = arabic['terms.adult'].replace('{version}', `\u2066${TERMS_VERSION}\u2069`);
    expect(await screen.findByRole('checkbox', { name: label }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
