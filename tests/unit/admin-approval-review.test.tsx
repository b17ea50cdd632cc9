/**
 * The back office's decisions with the player in view (src/admin/screens): Approve opens a review
 * with the player's balance, account age, last deposits and orders, and only its confirm sends the
 * approval; the list says each row's status and transaction; a second approver of an adjustment
 * sees the player's name and balance, not a bare id. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { AdminAdjustment } from '../../src/contract/admin';
import type { AdminPlayerDetail, AdminWithdrawalRow } from '../../src/contract/admin-players';
import { AdjustmentsScreen } from '../../src/admin/screens/AdjustmentsScreen';
import { WithdrawalsScreen } from '../../src/admin/screens/WithdrawalsScreen';
import { fakeApi, ok } from './kit/fake-api';

const ROW: AdminWithdrawalRow = {
  id: 5,
  player: { id: 14, telegramId: 700_000_014, name: 'Nina Newcomer', username: 'nina' },
  amount: '60.000000',
  address: `0:${'ab'.repeat(32)}`,
  status: 'awaiting_approval',
  source: 'cashout',
  createdAt: '2026-11-26T10:00:00.000Z',
  approvals: [],
  neededApprovals: 1,
  rejectReason: null,
  holdReason: null,
  txHash: null,
};
const SENT: AdminWithdrawalRow = { ...ROW, id: 4, status: 'sent', amount: '20.000000', txHash: 'cd'.repeat(32), approvals: [{ operator: { telegramId: 910_003, name: 'Fay Finance' }, at: '2026-11-25T10:00:00.000Z' }] };

const DETAIL = {
  player: { id: 14, telegramId: 700_000_014, name: 'Nina Newcomer', username: 'nina', refCode: 'ref14', balance: '940.000000', createdAt: '2026-11-26T09:00:00.000Z', languageCode: 'en', depositMemo: 'sw14', boundAddress: ROW.address },
  balance: '940.000000',
  statement: [],
  orders: [],
  deposits: [{ txHash: 'ef'.repeat(32), amount: '1000.000000', memo: 'sw14', sender: null, status: 'credited', createdAt: '2026-11-26T09:05:00.000Z' }],
  withdrawals: [],
  referrals: { referrer: null, invited: [], circles: [] },
  protection: { limits: [], timeoutUntil: null, excludedUntil: null, excludedPermanently: false, selfExclusionMonths: [6, 12, 60], realityCheckMinutes: 60, termsVersion: null },
  notes: [],
} as unknown as AdminPlayerDetail;

function renderIn(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

it('approves only from the review, which shows the player’s balance, account age, last deposits and orders', async () => {
  const api = fakeApi({
    'GET /admin/api/withdrawals': ok({ data: [ROW, SENT] }),
    'GET /admin/api/players/14': ok({ data: DETAIL }),
    'POST /admin/api/withdrawals/5/approve': ok({ data: { ...ROW, status: 'pending' } }),
  });
  const user = userEvent.setup();
  const finance = { role: 'finance' } as const; // the operator's role, not an ARIA one
  renderIn(<WithdrawalsScreen {...finance} />);
  const table = await screen.findByRole('table', { name: 'Withdrawals' });
  // Status and transaction columns: a sent row says so (no "0 of 1"), with its hash.
  const sentRow = within(table).getAllByRole('row').find((row) => row.textContent?.includes('20.00 USDT'))!;
  expect(sentRow).toHaveTextContent('Sent');
  expect(sentRow).toHaveTextContent('cd'.repeat(32));
  expect(sentRow).not.toHaveTextContent('of 1');

  await user.click(within(table).getByRole('button', { name: 'Approve withdrawal 5' }));
  const review = screen.getByRole('region', { name: 'Withdrawal 5 for Nina Newcomer (@nina)' });
  expect(await within(review).findByText('940.00 USDT')).toBeInTheDocument();
  expect(review).toHaveTextContent('Account opened');
  expect(review).toHaveTextContent('1,000.00 USDT · credited');
  expect(review).toHaveTextContent('Last orders');
  expect(api.callsTo('POST /admin/api/withdrawals/5/approve')).toEqual([]);
  await user.click(within(review).getByRole('button', { name: 'Confirm approval of withdrawal 5' }));
  expect(await screen.findByText('Approval recorded.')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/api/withdrawals/5/approve')).toHaveLength(1);
});

it('shows a second approver the player’s name and balance, not "Player id 14"', async () => {
  const waiting: AdminAdjustment = { id: 9, playerId: 14, amount: '500.000000', reason: 'goodwill', status: 'awaiting_approval', requestedBy: { telegramId: 910_003, name: 'Fay Finance' }, approvedBy: null, createdAt: '2026-11-26T10:00:00.000Z', decidedAt: null, balanceAfter: null };
  fakeApi({ 'GET /admin/api/adjustments': ok({ data: [waiting] }), 'GET /admin/api/players/14': ok({ data: DETAIL }) });
  const finance = { role: 'finance' } as const;
  renderIn(<AdjustmentsScreen {...finance} />);
  const table = await screen.findByRole('table', { name: 'Waiting for a second operator' });
  expect(await within(table).findByRole('link', { name: 'Nina Newcomer (@nina)' })).toHaveAttribute('href', '/players/14');
  expect(table).toHaveTextContent('940.00 USDT');
});

it('shows a withdrawal the screening held with its reason in the queue, and one not held without any', async () => {
  const held: AdminWithdrawalRow = { ...ROW, id: 6, amount: '12.000000', holdReason: 'jetton_wallet_locked' };
  const listed: AdminWithdrawalRow = { ...ROW, id: 7, amount: '13.000000', holdReason: 'deny_listed' };
  fakeApi({ 'GET /admin/api/withdrawals': ok({ data: [held, listed, ROW] }) });
  const finance = { role: 'finance' } as const; // the operator's role, not an ARIA one
  renderIn(<WithdrawalsScreen {...finance} />);
  const table = await screen.findByRole('table', { name: 'Withdrawals' });
  expect(within(table).getByRole('columnheader', { name: 'Held by screening' })).toBeInTheDocument();
  const rowWith = (amount: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(amount))!;
  expect(rowWith('12.00 USDT')).toHaveTextContent("The issuer locked the address's USDT wallet");
  expect(rowWith('13.00 USDT')).toHaveTextContent('The address is on the deny list');
  expect(rowWith('60.00 USDT')).not.toHaveTextContent(/locked|deny list/);
});
