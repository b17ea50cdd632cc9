/**
 * The complaints screen (features/complaints) against the fake network edge: a payment complaint
 * points at one of the player's recent deposits or withdrawals, picked from their wallet lines,
 * and sends the deposit's transaction hash or the withdrawal's number as the API takes them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletTransaction } from '../../src/contract/api-types';
import ComplaintsScreen from '../../src/features/complaints/routes/ComplaintsScreen';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

const DEPOSIT_HASH = 'ab'.repeat(32);
const LINES: WalletTransaction[] = [
  { id: 'w7', kind: 'withdrawal', amount: '12.500000', status: 'sent', createdAt: '2026-11-28T09:00:00.000Z', txHash: 'cd'.repeat(32), balanceAfter: null, rejectReason: null },
  { id: 't41', kind: 'referral_payout', amount: '1.000000', status: 'credited', createdAt: '2026-11-27T09:00:00.000Z', txHash: null, balanceAfter: null, rejectReason: null },
  { id: 't40', kind: 'deposit', amount: '25.000000', status: 'credited', createdAt: '2026-11-26T09:00:00.000Z', txHash: DEPOSIT_HASH, balanceAfter: null, rejectReason: null },
  { id: 'w6', kind: 'referral_withdrawal', amount: '3.000000', status: 'pending', createdAt: '2026-11-25T09:00:00.000Z', txHash: null, balanceAfter: null, rejectReason: null },
  { id: 't39', kind: 'adjustment', amount: '-2.000000', status: 'credited', createdAt: '2026-11-24T09:00:00.000Z', txHash: null, balanceAfter: null, rejectReason: null },
];

function fakeComplaintsApi() {
  return fakeApi({
    'GET /player/complaints': ok({ data: [] }),
    'GET /wallet/transactions': ok({ data: LINES, page: 1, hasNext: false }),
    'POST /player/complaints': ok({ data: { id: 5, deadlineAt: '2026-12-25T09:00:00.000Z' } }),
  });
}

async function fileAbout(payment: RegExp | null, text: string) {
  const form = await screen.findByRole('form', { name: 'New complaint' }, { timeout: 5000 });
  const picker = await within(form).findByRole('combobox', { name: 'Which payment? (optional)' });
  if (payment) await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: payment }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'What happened?' }), text);
  await userEvent.click(within(form).getByRole('button', { name: 'Send complaint' }));
  await screen.findByText(/^Complaint #5 is sent/);
}

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

describe('ComplaintsScreen, a payment complaint', () => {
  it('offers the recent deposits and withdrawals (no other lines) and sends the picked deposit’s hash', async () => {
    const { callsTo } = fakeComplaintsApi();
    renderWithApp(<ComplaintsScreen />, { path: '/profile/complaints' });
    const picker = await screen.findByRole('combobox', { name: 'Which payment? (optional)' }, { timeout: 5000 });
    const options = within(picker).getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(4);
    expect(options[0]).toBe('Not in this list');
    expect(options.slice(1)).toEqual([expect.stringMatching(/^Withdrawal 12\.50 USDT · /), expect.stringMatching(/^Deposit 25\.00 USDT · /), expect.stringMatching(/^Referral payout 3\.00 USDT to your wallet · /)]);
    await fileAbout(/^Deposit 25\.00 USDT/, 'The deposit never arrived.');
    expect(callsTo('POST /player/complaints').map((request) => request.body)).toEqual([{ kind: 'payment', text: 'The deposit never arrived.', depositId: DEPOSIT_HASH }]);
  }, 20_000);

  it('sends a picked withdrawal’s number, and none when the payment is not in the list', async () => {
    const { callsTo } = fakeComplaintsApi();
    renderWithApp(<ComplaintsScreen />, { path: '/profile/complaints' });
    await fileAbout(/^Withdrawal 12\.50 USDT/, 'Still not in my wallet.');
    await fileAbout(null, 'An older one.');
    expect(callsTo('POST /player/complaints').map((request) => request.body)).toEqual([
      { kind: 'payment', text: 'Still not in my wallet.', withdrawalId: 7 },
      { kind: 'payment', text: 'An older one.' },
    ]);
  });

  it('leaves the payment out when the player then picks another kind', async () => {
    const { callsTo } = fakeComplaintsApi();
    renderWithApp(<ComplaintsScreen />, { path: '/profile/complaints' });
    const picker = await screen.findByRole('combobox', { name: 'Which payment? (optional)' }, { timeout: 5000 });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /^Deposit/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'other');
    expect(screen.queryByRole('combobox', { name: 'Which payment? (optional)' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened?' }), 'Something else.');
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByText(/^Complaint #5 is sent/);
    expect(callsTo('POST /player/complaints').map((request) => request.body)).toEqual([{ kind: 'other', text: 'Something else.' }]);
  });
});
