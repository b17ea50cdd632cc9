/**
 * The wallet statement's running balance and reasons (features/wallet/components/StatementLine):
 * each line that touched the balance ends with the balance after it, as the server computed it
 * (the CSV's figure); a withdrawal an operator rejected says the operator's reason; a referral
 * payout sent to the wallet never touched the balance and shows none. In English and in Arabic.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WalletSummary, WalletTransaction } from '../../src/contract/api-types';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { displayUsdt } from '../../src/i18n/format-amount';
import { messages as arabic } from '../../src/i18n/messages/ar';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { setLanguage } from '../../src/settings/language';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

// The TON Connect tab needs a real browser (tests/e2e/wallet-tonconnect.spec.ts).
vi.mock('../../src/features/wallet/components/TonConnectDeposit', () => ({ default: () => null }));

const SUMMARY: WalletSummary = {
  payments: true,
  balance: '105.000000',
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

const at = '2026-11-20T10:00:00.000Z';
const LINES: WalletTransaction[] = [
  { id: 't9', kind: 'withdrawal_refund', amount: '10.000000', status: 'credited', createdAt: at, txHash: null, balanceAfter: '105.000000', rejectReason: null },
  { id: 'w3', kind: 'withdrawal', amount: '10.000000', status: 'rejected_refunded', createdAt: at, txHash: null, balanceAfter: '95.000000', rejectReason: 'The address belongs to an exchange that needs a memo' },
  { id: 'w2', kind: 'referral_withdrawal', amount: '0.300000', status: 'sent', createdAt: at, txHash: null, balanceAfter: null, rejectReason: null },
  { id: 't7', kind: 'deposit', amount: '5.000000', status: 'credited', createdAt: at, txHash: 'ab'.repeat(32), balanceAfter: '105.000000', rejectReason: null },
];

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  resetI18n();
  setLanguage('en');
});

async function statementLines() {
  fakeApi({ 'GET /wallet': ok({ data: SUMMARY }), 'GET /wallet/transactions': ok({ data: LINES, page: 1, hasNext: false }) });
  renderWithApp(<WalletScreen />);
  return within(await screen.findByRole('region', { name: /History|السجل/ }, { timeout: 5000 })).findAllByRole('listitem');
}

it('ends each line with the balance after it and says why an operator rejected a withdrawal', async () => {
  const [refund, rejected, toWallet, deposit] = await statementLines();
  expect(refund).toHaveTextContent('Balance after: 105.00 USDT');
  expect(rejected).toHaveTextContent('Declined by an operator: the amount is back on your balance.');
  expect(rejected).toHaveTextContent('Operator’s reason: The address belongs to an exchange that needs a memo');
  expect(rejected).toHaveTextContent('Balance after: 95.00 USDT');
  expect(toWallet).not.toHaveTextContent('Balance after');
  expect(deposit).toHaveTextContent('Balance after: 105.00 USDT');
  expect(deposit).not.toHaveTextContent('reason');
});

it('says them in Arabic, with the numbers as the Arabic catalogue writes them', { timeout: 20_000 }, async () => {
  await act(async () => {
    await initI18n();
    setLanguage('ar');
    await i18nSettled();
  });
  const [, rejected] = await statementLines();
  expect(rejected).toHaveTextContent(arabic['wallet.balanceAfter'].replace('{amount}', displayUsdt('95.000000', 'ar')));
  expect(rejected).toHaveTextContent(arabic['wallet.rejectReason'].replace('{reason}', 'The address belongs to an exchange that needs a memo'));
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
