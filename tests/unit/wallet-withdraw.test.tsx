/**
 * Withdrawing on the wallet screen (features/wallet) against the fake API: the amount is read in the
 * player's number format and sent with an Idempotency-Key, kept for a retry after a 5xx or a
 * timeout; a bad amount sends nothing; without a bound wallet the screen says where withdrawals go;
 * the statement says where each withdrawal is, in words, and links a sent one's transaction to a
 * TON explorer.
 */
import { Address } from '@ton/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary, WalletTransaction } from '../../src/contract/api-types';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

// The TON Connect card beside the form needs a real browser (its UI kit reads matchMedia, custom
// elements and the wallets list): tests/e2e/wallet-tonconnect.spec.ts drives it in Chromium. Here
// the screen renders without it, so these tests are about withdrawing only.
vi.mock('../../src/features/wallet/components/TonConnectDeposit', () => ({ default: () => null }));

const BOUND = '0:' + 'cd'.repeat(32);
const SUMMARY: WalletSummary = {
  payments: true,
  balance: '125.500000',
  held: '0.000000',
  termsAccepted: true,
  depositAddress: 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p',
  depositMemo: 'sw0123456789ab',
  usdtMaster: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  network: 'testnet',
  minDeposit: '1.000000',
  boundAddress: BOUND,
  limits: null,
  walletsListUrl: 'https://config.ton.org/wallets-v2.json',
  heldReturning: null,
};

const withdrawal = (id: string, status: WalletTransaction['status'], txHash: string | null = null, kind: WalletTransaction['kind'] = 'withdrawal'): WalletTransaction => ({
  id,
  kind,
  amount: '10.000000',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  txHash,
  balanceAfter: null,
  rejectReason: null,
});

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

describe('withdrawing on the wallet screen', () => {
  it('sends the amount as typed in the player’s format with an Idempotency-Key, and refreshes the statement', async () => {
    let lines: WalletTransaction[] = [];
    const api = fakeApi({
      'GET /wallet': ok({ data: SUMMARY }),
      'GET /wallet/transactions': () => ({ status: 200, body: { data: lines, page: 1, hasNext: false } }),
      'POST /wallet/withdrawals': () => {
        lines = [withdrawal('w1', 'pending')];
        return { status: 201, body: { data: { id: '1', status: 'pending' } } };
      },
    });
    renderWithApp(<WalletScreen />);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 5000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (USDT)' }), '1,010.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    // Nothing leaves before the review is confirmed.
    const review = await screen.findByRole('dialog', { name: 'Check your withdrawal' });
    expect(api.posts()).toEqual([]);
    await userEvent.click(within(review).getByRole('button', { name: 'Withdraw 1010.50 USDT' }));
    expect(await screen.findByText('Withdrawal of 1010.50 USDT requested.')).toBeInTheDocument();
    const [post] = api.posts();
    expect(post!.body).toEqual({ amount: '1010.5' });
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    const statement = screen.getByRole('region', { name: 'History' });
    expect(await within(statement).findByText('Waiting to be sent.')).toBeInTheDocument();
  });

  it('retries with the same Idempotency-Key after a 5xx and after a timeout (the first may have been taken); a refusal ends the attempt, the next gets a new key', async () => {
    const answers: (() => FakeAnswer)[] = [
      () => ({ status: 503, body: { error: { code: 'internal_error', message: 'Service unavailable' } } }),
      () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
      () => ({ status: 201, body: { data: { id: '1', status: 'pending' } } }),
      () => ({ status: 409, body: { error: { code: 'withdraw_above_balance', message: 'Not enough balance' } } }),
      () => ({ status: 201, body: { data: { id: '2', status: 'pending' } } }),
    ];
    const api = fakeApi({
      'GET /wallet': ok({ data: SUMMARY }),
      'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
      'POST /wallet/withdrawals': () => answers.shift()!(),
    });
    renderWithApp(<WalletScreen />);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 5000 });
    const field = within(form).getByRole('textbox', { name: 'Amount (USDT)' });
    const send = async (amount: string) => {
      await userEvent.clear(field);
      await userEvent.type(field, amount);
      await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
      const review = await screen.findByRole('dialog', { name: 'Check your withdrawal' });
      const sent = api.posts().length;
      await userEvent.click(within(review).getByRole('button', { name: /^Withdraw / }));
      await waitFor(() => expect(api.posts()).toHaveLength(sent + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await send('10'); // 503
    await send('10'); // timed out
    await send('10'); // taken
    await send('10'); // refused
    await send('10'); // a new attempt
    const keys = api.posts().map((post) => post.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('reviews a withdrawal before it is sent: amount, the wallet as its app shows it, when it arrives, that it cannot be undone; Cancel sends nothing; Max fills in the balance', async () => {
    const api = fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }) });
    renderWithApp(<WalletScreen />);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 5000 });
    const friendly = Address.parse(BOUND).toString({ urlSafe: true, bounceable: false, testOnly: true });
    const short = `${friendly.slice(0, 6)}…${friendly.slice(-4)}`;
    expect(within(form).getByText(short)).toHaveAttribute('title', friendly);
    await userEvent.click(within(form).getByRole('button', { name: 'Max' }));
    expect(within(form).getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('125.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const review = await screen.findByRole('dialog', { name: 'Check your withdrawal' });
    expect(review).toHaveTextContent('Amount125.50 USDT');
    expect(within(review).getByText(short)).toBeInTheDocument();
    expect(review).toHaveTextContent('Usually within minutes; a large amount is checked by a person first.');
    expect(review).toHaveTextContent('a sent withdrawal cannot be undone');
    expect(within(review).getByRole('button', { name: 'Withdraw 125.50 USDT' })).toHaveClass('button--danger');
    await userEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts()).toEqual([]);
  });

  it('refuses an amount it cannot read and sends nothing', async () => {
    const api = fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }) });
    renderWithApp(<WalletScreen />);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 5000 });
    for (const bad of ['-5', '1.1234567', 'ten', '0']) {
      const field = within(form).getByRole('textbox', { name: 'Amount (USDT)' });
      await userEvent.clear(field);
      await userEvent.type(field, bad);
      await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount like 10.50.');
    }
    expect(api.posts()).toEqual([]);
  });

  it('says withdrawals go only to a bound wallet when none is bound', async () => {
    fakeApi({ 'GET /wallet': ok({ data: { ...SUMMARY, boundAddress: null } }), 'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }) });
    renderWithApp(<WalletScreen />);
    const form = await screen.findByRole('region', { name: 'Withdraw USDT' }, { timeout: 5000 });
    expect(form).toHaveTextContent('Bind your wallet first: withdrawals go only to your bound wallet.');
    expect(within(form).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('explains each status in words and links a sent withdrawal to the explorer', async () => {
    const hash = 'ab'.repeat(32);
    fakeApi({
      'GET /wallet': ok({ data: SUMMARY }),
      'GET /wallet/transactions': ok({
        data: [
          withdrawal('w4', 'sent', hash),
          withdrawal('w3', 'awaiting_approval'),
          { ...withdrawal('t9', 'credited', null, 'withdrawal_refund') },
          withdrawal('w2', 'failed_refunded'),
          withdrawal('w1', 'rejected_refunded', null, 'referral_withdrawal'),
          { ...withdrawal('t8', 'credited', null, 'adjustment'), amount: '-2.500000' },
        ],
        page: 1,
        hasNext: false,
      }),
    });
    renderWithApp(<WalletScreen />);
    const statement = await screen.findByRole('region', { name: 'History' }, { timeout: 5000 });
    const items = await within(statement).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Withdrawal \u2066−10\.00\u2069 USDT · .+Sent\. View the transaction$/),
      expect.stringMatching(/Waiting for approval: larger withdrawals are checked by a person first\.$/),
      expect.stringMatching(/^Refund \u2066\+10\.00\u2069 USDT · [^.]+$/),
      expect.stringMatching(/Not delivered: the amount is back on your balance\.$/),
      expect.stringMatching(/^Referral payout 10\.00 USDT to your wallet · .+Declined by an operator: the amount is back on your balance\.$/),
      // An operator's debit (docs/back-office.md): signed, with no status line.
      expect.stringMatching(/^Balance adjustment \u2066−2\.50\u2069 USDT · [^.]+$/),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'View the transaction' })).toHaveAttribute('href', `https://testnet.tonviewer.com/transaction/${hash}`);
  });
});
