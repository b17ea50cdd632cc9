/**
 * The dashboard's money alerts (src/admin/screens/DashboardScreen.tsx): a hot wallet holding less
 * than what is owed to players is an alert with the ratio, withdrawals waiting for an approval are
 * counted with a way to them, a reconciliation difference and stopped payouts are alerts too; a
 * healthy dashboard raises none. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../src/contract/admin';
import { DashboardScreen } from '../../src/admin/screens/DashboardScreen';
import { fakeApi, ok } from './kit/fake-api';

// The charts draw with uPlot on a canvas jsdom has not; the alerts are the figures' business.
vi.mock('../../src/admin/charts/GgrCharts', () => ({ default: () => null }));
vi.mock('../../src/admin/charts/ReturnChart', () => ({ default: () => null }));

const HEALTHY: AdminDashboard = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-30T00:00:00.000Z',
  ggrByDay: [],
  ggrByGame: [],
  options: [],
  deposits: { count: 3, amount: '300.000000' },
  withdrawals: { count: 1, amount: '50.000000' },
  activePlayers: 2,
  owedToPlayers: '250.000000',
  hotWalletBalance: '900.000000',
  awaitingApproval: { count: 0, amount: '0.000000' },
  payouts: { stuck: 0, oldestStuckSince: null, lowOnTon: false, hotWalletTon: '12.5' },
  reconciliation: { ok: true, checkedAt: '2026-11-29T10:00:00.000Z', difference: '0.000000', booksSum: '0.000000', mismatches: 0, chainUnknown: false },
};

function renderDashboard(dashboard: AdminDashboard) {
  fakeApi({ 'GET /admin/api/dashboard': ok({ data: dashboard }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DashboardScreen />
    </QueryClientProvider>,
  );
}

it('flags a hot wallet holding less than is owed to players, with the ratio', async () => {
  renderDashboard({ ...HEALTHY, owedToPlayers: '18873.750000', hotWalletBalance: '7500.000000' });
  const alert = await screen.findByRole('alert', { name: 'Hot wallet below what is owed' });
  expect(alert).toHaveTextContent('7,500.00 USDT covers 39.74% of the 18,873.75 USDT owed to players');
});

it('counts the withdrawals waiting for an approval and links to them', async () => {
  renderDashboard({ ...HEALTHY, awaitingApproval: { count: 3, amount: '1200.000000' } });
  const waiting = await screen.findByRole('region', { name: 'Withdrawals waiting' });
  expect(waiting).toHaveTextContent('3 withdrawals (1,200.00 USDT) wait for an approval');
  expect(within(waiting).getByRole('link', { name: 'Review the withdrawals' })).toHaveAttribute('href', '/withdrawals');
});

it('makes stopped payouts and a reconciliation difference alerts', async () => {
  renderDashboard({
    ...HEALTHY,
    payouts: { stuck: 2, oldestStuckSince: '2026-11-29T08:00:00.000Z', lowOnTon: true, hotWalletTon: '0.2' },
    reconciliation: { ...HEALTHY.reconciliation!, ok: false, difference: '-5.000000' },
  });
  expect(await screen.findByRole('alert', { name: 'Payouts stopped' })).toHaveTextContent('0.2 TON');
  expect(screen.getByRole('alert', { name: 'Withdrawals stuck sending' })).toHaveTextContent('2 withdrawals');
  expect(screen.getByRole('alert', { name: 'Books do not reconcile' })).toHaveTextContent('-5.000000');
});

it('raises nothing on a healthy dashboard', async () => {
  renderDashboard(HEALTHY);
  await screen.findByText('Owed to players');
  expect(screen.queryAllByRole('alert')).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Withdrawals waiting' })).toBeNull();
});
