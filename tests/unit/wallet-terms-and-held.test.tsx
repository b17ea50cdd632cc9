/**
 * The wallet's player protection steps (docs/player-protection.md) against the fake API: the 18+
 * confirmation and the terms before the deposit flow, with a deposit limit offered, and held funds
 * shown apart from the balance with their withdrawal, whose retry keeps its Idempotency-Key.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary } from '../../src/contract/api-types';
import { TERMS_VERSION } from '../../src/contract/protection';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { displayUsdt } from '../../src/i18n/format-amount';
import { messages as arabic } from '../../src/i18n/messages/ar';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { setLanguage } from '../../src/settings/language';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

// The TON Connect tab (the deposit's first) needs a real browser: its UI kit reads matchMedia and
// fetches the wallets list. tests/e2e/wallet-tonconnect.spec.ts drives it in Chromium.
vi.mock('../../src/features/wallet/components/TonConnectDeposit', () => ({ default: () => null }));

const ACCEPTED: WalletSummary = {
  payments: true,
  balance: '100.000000',
  held: '0.000000',
  termsAccepted: true,
  depositAddress: 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p',
  depositMemo: 'sw0123456789ab',
  usdtMaster: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  network: 'testnet',
  minDeposit: '1.000000',
  boundAddress: null,
  limits: null,
  walletsListUrl: 'https://config.ton.org/wallets-v2.json',
  heldReturning: null,
};
const NOT_YET: WalletSummary = { ...ACCEPTED, termsAccepted: false, depositAddress: null, depositMemo: null };

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  resetI18n();
  setLanguage('en');
});

describe('the wallet’s protection steps', () => {
  it('asks for the 18+ confirmation and the terms before showing where to deposit, and offers a deposit limit', { timeout: 20_000 }, async () => {
    let summary = NOT_YET;
    const api = fakeApi({
      'GET /wallet': () => ({ status: 200, body: { data: summary } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /player/terms': () => {
        summary = ACCEPTED;
        return { status: 200, body: { data: {} } };
      },
    });
    renderWithApp(<WalletScreen />);
    const step = await screen.findByRole('region', { name: 'Before your first deposit' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Deposit USDT (testnet)' })).toBeNull();
    expect(within(step).getByRole('link', { name: 'Read the terms of play' })).toHaveAttribute('href', '/terms');
    expect(within(step).getByRole('link', { name: 'Set yourself a deposit limit' })).toHaveAttribute('href', '/profile/protection');
    await userEvent.click(within(step).getByRole('button', { name: 'Accept and continue' }));
    expect(within(step).getByRole('alert')).toHaveTextContent('Tick the box to confirm your age and accept the terms.');
    expect(api.posts()).toEqual([]);
    await userEvent.click(within(step).getByRole('checkbox', { name: `I am 18 or over and I accept the terms of play (version ${TERMS_VERSION}).` }));
    await userEvent.click(within(step).getByRole('button', { name: 'Accept and continue' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Send manually' }));
    const deposit = await screen.findByRole('region', { name: 'Deposit USDT (testnet)' }, { timeout: 5000 });
    expect(within(deposit).getByText(ACCEPTED.depositMemo!)).toBeInTheDocument();
    expect(api.posts().map((post) => post.body)).toEqual([{ version: TERMS_VERSION, adult: true }]);
    expect(screen.queryByRole('region', { name: 'Before your first deposit' })).toBeNull();
  });

  it('shows held funds apart from the balance and withdraws them with an Idempotency-Key, saying how much goes home', { timeout: 20_000 }, async () => {
    let summary: WalletSummary = { ...ACCEPTED, held: '5.000000', boundAddress: '0:' + 'ab'.repeat(32) };
    const api = fakeApi({
      'GET /wallet': () => ({ status: 200, body: { data: summary } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /wallet/held/withdraw': () => {
        summary = { ...summary, held: '0.000000', heldReturning: { amount: '5.000000', status: 'pending' } };
        return { status: 201, body: { data: { id: '7', status: 'pending', amount: '5.000000' } } };
      },
    });
    renderWithApp(<WalletScreen />);
    const held = await screen.findByRole('region', { name: 'Held: 5.00 USDT' }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('100.00 USDT');
    await userEvent.click(within(held).getByRole('button', { name: 'Withdraw held funds' }));
    const going = 'Your held deposits, 5.00 USDT, are going back to your wallet in full, in one payment. The daily withdrawal limit does not apply: it is your own money.';
    expect(await screen.findByRole('status')).toHaveTextContent(going);
    expect(api.posts()[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    await expect.poll(() => screen.queryByRole('region', { name: 'Held: 5.00 USDT' })).toBeNull();
    expect(screen.getByRole('region', { name: going })).toBeInTheDocument();
  });

  it('retries a held withdrawal with the same Idempotency-Key after a 5xx and after a timeout: the first may have been taken', { timeout: 20_000 }, async () => {
    const answers: (() => FakeAnswer)[] = [
      () => ({ status: 503, body: { error: { code: 'internal_error', message: 'Service unavailable' } } }),
      () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
      () => ({ status: 201, body: { data: { id: '7', status: 'pending', amount: '5.000000' } } }),
    ];
    const api = fakeApi({
      'GET /wallet': ok({ data: { ...ACCEPTED, held: '5.000000', boundAddress: '0:' + 'ab'.repeat(32) } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /wallet/held/withdraw': () => answers.shift()!(),
    });
    renderWithApp(<WalletScreen />);
    const held = await screen.findByRole('region', { name: 'Held: 5.00 USDT' }, { timeout: 10_000 });
    for (let tries = 1; tries <= 3; tries += 1) {
      await waitFor(() => expect(within(held).getByRole('button', { name: 'Withdraw held funds' })).toBeEnabled());
      await userEvent.click(within(held).getByRole('button', { name: 'Withdraw held funds' }));
      await waitFor(() => expect(api.posts()).toHaveLength(tries));
    }
    const keys = api.posts().map((post) => post.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
  });

  it('still says so when the player comes back before it is sent', { timeout: 20_000 }, async () => {
    const summary: WalletSummary = { ...ACCEPTED, boundAddress: '0:' + 'ab'.repeat(32), heldReturning: { amount: '2100.500000', status: 'awaiting_approval' } };
    fakeApi({ 'GET /wallet': ok({ data: summary }), 'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }) });
    renderWithApp(<WalletScreen />);
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Your held deposits, 2100.50 USDT, are going back to your wallet in full, in one payment.');
    expect(screen.queryByRole('button', { name: 'Withdraw held funds' })).toBeNull();
  });

  it('tells a self-excluded player that all 2,100.50 USDT held go home in one payment, past the daily maximum, after an operator’s check', { timeout: 20_000 }, async () => {
    let summary: WalletSummary = { ...ACCEPTED, held: '2100.500000', boundAddress: '0:' + 'ab'.repeat(32) };
    fakeApi({
      'GET /wallet': () => ({ status: 200, body: { data: summary } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /wallet/held/withdraw': () => {
        summary = { ...summary, held: '0.000000', heldReturning: { amount: '2100.500000', status: 'awaiting_approval' } };
        return { status: 201, body: { data: { id: '8', status: 'awaiting_approval', amount: '2100.500000' } } };
      },
    });
    renderWithApp(<WalletScreen />);
    const held = await screen.findByRole('region', { name: 'Held: 2100.50 USDT' }, { timeout: 10_000 });
    await userEvent.click(within(held).getByRole('button', { name: 'Withdraw held funds' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your held deposits, 2100.50 USDT, are going back to your wallet in full, in one payment. The daily withdrawal limit does not apply: it is your own money. An operator checks a payment this large before it is sent.',
    );
  });

  it('says it in Arabic, right to left, with the amount as the Arabic catalogue writes numbers', { timeout: 20_000 }, async () => {
    await act(async () => {
      await initI18n();
      setLanguage('ar');
      await i18nSettled();
    });
    let summary: WalletSummary = { ...ACCEPTED, held: '2100.500000', boundAddress: '0:' + 'ab'.repeat(32) };
    fakeApi({
      'GET /wallet': () => ({ status: 200, body: { data: summary } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /wallet/held/withdraw': () => {
        summary = { ...summary, held: '0.000000', heldReturning: { amount: '2100.500000', status: 'pending' } };
        return { status: 201, body: { data: { id: '9', status: 'pending', amount: '2100.500000' } } };
      },
    });
    renderWithApp(<WalletScreen />);
    await userEvent.click(await screen.findByRole('button', { name: arabic['wallet.heldWithdraw'] }, { timeout: 10_000 }));
    const amount = displayUsdt('2100.500000', 'ar');
    expect(await screen.findByRole('status')).toHaveTextContent(arabic['wallet.heldReturning'].replace('{amount}', amount));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
