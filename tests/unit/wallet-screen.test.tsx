/** The wallet screen (features/wallet) against the fake API: balance, deposit steps, statement, payments off. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary, WalletTransaction } from '../../src/contract/api-types';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { apiError, fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

// The TON Connect tab (the deposit's first) needs a real browser: its UI kit reads matchMedia and
// fetches the wallets list. tests/e2e/wallet-tonconnect.spec.ts drives it in Chromium.
vi.mock('../../src/features/wallet/components/TonConnectDeposit', () => ({ default: () => null }));

const SUMMARY: WalletSummary = {
  payments: true,
  balance: '125.500000',
  held: '0.000000',
  termsAccepted: true,
  depositAddress: 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p',
  depositMemo: 'sw0123456789ab',
  usdtMaster: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  network: 'mainnet',
  minDeposit: '1.000000',
  boundAddress: null,
  limits: null,
  walletsListUrl: 'https://config.ton.org/wallets-v2.json',
  heldReturning: null,
};

const line = (id: number, kind: WalletTransaction['kind'], amount: string): WalletTransaction => ({
  id: String(id),
  kind,
  amount,
  status: 'credited',
  createdAt: '2026-11-20T10:00:00.000Z',
  txHash: kind === 'deposit' ? 'ab'.repeat(32) : null,
  balanceAfter: null,
  rejectReason: null,
});

// Online, so the query client runs the queries (jsdom reports offline).
beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

describe('WalletScreen', () => {
  it('shows the balance, how to deposit with the address and memo, and the statement page by page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => line(40 - i, 'deposit', '25.000000'));
    fakeApi({
      'GET /wallet': ok({ data: SUMMARY }),
      'GET /wallet/transactions': (request) =>
        request.url.searchParams.get('page') === '2'
          ? { status: 200, body: { data: [line(1, 'referral_payout', '0.300000')], page: 2, hasNext: false } }
          : { status: 200, body: { data: firstPage, page: 1, hasNext: true } },
    });
    renderWithApp(<WalletScreen />);
    // The first render of the file loads the screen's modules: more than findBy's default second on a busy machine.
    expect(await screen.findByRole('region', { name: 'Balance' }, { timeout: 5000 })).toHaveTextContent('125.50 USDT');
    // Two ways, said in words: paying with the connected wallet first, sending by hand second.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pay with connected wallet', 'Send manually']);
    expect(screen.getByRole('tab', { name: 'Pay with connected wallet' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Send manually' }));
    const deposit = await screen.findByRole('region', { name: 'Deposit USDT (mainnet)' }, { timeout: 5000 });
    expect(within(deposit).getByText(SUMMARY.depositAddress!)).toBeInTheDocument();
    expect(within(deposit).getByText(SUMMARY.depositMemo!)).toBeInTheDocument();
    expect(within(deposit).getByText('Send at least 1.00 USDT to:')).toBeInTheDocument();
    // Copy for both, the plain warning, and a QR code a wallet app scans.
    expect(within(deposit).getByRole('button', { name: 'Copy deposit address' })).toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Copy comment' })).toBeInTheDocument();
    expect(within(deposit).getByRole('note')).toHaveTextContent('The comment is required.');
    expect(within(deposit).getByRole('img', { name: /^QR code to scan with your wallet app/ })).toBeInTheDocument();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(deposit).getByRole('button', { name: 'Copy comment' }));
    expect(writeText).toHaveBeenCalledWith(SUMMARY.depositMemo);
    expect(await within(deposit).findByText('Copied')).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: 'History' });
    expect(await within(statement).findAllByRole('listitem')).toHaveLength(20);
    expect(within(statement).getAllByRole('listitem')[0]).toHaveTextContent(/^Deposit \u2066\+25\.00\u2069 USDT · \S/);
    await userEvent.click(within(statement).getByRole('button', { name: 'Load more' }));
    expect(await within(statement).findByText(/^Referral payout \u2066\+0\.30\u2069 USDT · /)).toBeInTheDocument();
    expect(within(statement).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('signs each statement amount for the balance: money in with +, out with a minus, a referral payout sent to the wallet unsigned', async () => {
    const lines = [
      line(5, 'deposit', '25.000000'),
      { ...line(4, 'withdrawal', '10.000000'), status: 'sent' as const },
      line(3, 'adjustment', '-5.000000'),
      line(2, 'withdrawal_refund', '10.000000'),
      { ...line(1, 'referral_withdrawal', '0.300000'), status: 'sent' as const },
    ];
    fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': ok({ data: lines, page: 1, hasNext: false }) });
    renderWithApp(<WalletScreen />);
    const statement = await screen.findByRole('region', { name: 'History' }, { timeout: 5000 });
    const items = await within(statement).findAllByRole('listitem');
    // The sign and number are isolated (U+2066 … U+2069), so right-to-left text keeps the minus in front.
    expect(items.map((item) => /^\D+?\u2066?([+−]?[\d.]+)\u2069?/.exec(item.textContent ?? '')?.[1])).toEqual(['+25.00', '−10.00', '−5.00', '+10.00', '0.30']);
  });

  it('says deposits are off when the server runs without payments', async () => {
    fakeApi({
      'GET /wallet': ok({ data: { ...SUMMARY, payments: false, depositAddress: null, depositMemo: null, usdtMaster: null, network: null } }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
    });
    renderWithApp(<WalletScreen />);
    expect(await screen.findByText('Deposits are off on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Deposit USDT/ })).toBeNull();
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers a retry when the wallet cannot be loaded', async () => {
    let calls = 0;
    fakeApi({
      'GET /wallet': () => (calls++ === 0 ? apiError(400, 'bad_request')() : ok({ data: SUMMARY })()),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
    });
    renderWithApp(<WalletScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading failed: try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('125.50 USDT');
  });
});
