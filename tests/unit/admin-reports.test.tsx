/**
 * The back office's revenue reports (src/admin/screens/ReportsScreen.tsx) against the fake API:
 * grouped by jurisdiction the table shows each country's figures (and the players of no known
 * country by name), the CSV link asks for the same report, and finance closes a month while a
 * viewer sees the close disabled. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { OperatorRole } from '../../src/contract/admin';
import type { RevenueLine } from '../../src/contract/admin-revenue';
import { ReportsScreen } from '../../src/admin/screens/ReportsScreen';
import { fakeApi, ok, type FakeRequest } from './kit/fake-api';

const line = (key: string, turnover: string, payouts: string, referralCost = '0.000000'): RevenueLine => {
  const ggr = (Number(turnover) - Number(payouts)).toFixed(6);
  return { key, turnover, payouts, ggr, referralCost, ngr: (Number(ggr) - Number(referralCost)).toFixed(6) };
};

const BY_DAY = [line('2026-11-03', '10.000000', '9.500000')];
const BY_JURISDICTION = [line('MT', '6.000000', '5.850000', '1.250000'), line('unknown', '3.000000', '0.000000')];

function renderIn(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const reportsAs = (role: OperatorRole) => <ReportsScreen role={role} />;

const revenue = (request: FakeRequest) => ({ status: 200, body: { data: request.url.searchParams.get('by') === 'jurisdiction' ? BY_JURISDICTION : BY_DAY } });

it('groups the report by jurisdiction, names the unknown country, and links the same report as CSV', async () => {
  const api = fakeApi({ 'GET /admin/api/reports/revenue': revenue, 'GET /admin/api/reports/closes': ok({ data: [] }) });
  renderIn(reportsAs('viewer'));
  expect(await screen.findByRole('table', { name: 'Revenue' })).toHaveTextContent('2026-11-03');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'Jurisdiction');
  const table = await screen.findByRole('table', { name: 'Revenue' });
  expect(await within(table).findByRole('row', { name: /^MT/ })).toBeInTheDocument();
  const malta = within(table).getByRole('row', { name: /^MT/ });
  expect(within(malta).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['MT', '6.00 USDT', '5.85 USDT', '0.15 USDT', '1.25 USDT', '-1.10 USDT']);
  expect(within(table).getByRole('row', { name: /^Unknown country/ })).toHaveTextContent('3.00 USDT');
  expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Jurisdiction');

  const last = api.callsTo('GET /admin/api/reports/revenue').at(-1)!.url.searchParams;
  const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://app.test');
  expect(csv.pathname).toBe('/admin/api/reports/revenue.csv');
  expect(Object.fromEntries(csv.searchParams)).toEqual(Object.fromEntries(last));
  expect(csv.searchParams.get('by')).toBe('jurisdiction');
  expect(screen.getByRole('button', { name: 'Close month' })).toBeDisabled();
});

it('lets finance close a month and lists it as closed', async () => {
  let closed: { month: string; closedAt: string; closedBy: number }[] = [];
  const api = fakeApi({
    'GET /admin/api/reports/revenue': revenue,
    'GET /admin/api/reports/closes': () => ({ status: 200, body: { data: closed } }),
    'POST /admin/api/reports/close': (request) => {
      closed = [{ month: (request.body as { month: string }).month, closedAt: '2026-11-02T09:00:00.000Z', closedBy: 4242 }];
      return { status: 200, body: { data: closed[0] } };
    },
  });
  renderIn(reportsAs('finance'));
  expect(await screen.findByText('No month is closed yet.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Close a month' });
  const month = within(form).getByLabelText('Month');
  await userEvent.clear(month);
  await userEvent.type(month, '2026-10');
  await userEvent.click(within(form).getByRole('button', { name: 'Close month' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('2026-10 is closed.');
  expect(api.posts().map((request) => request.body)).toEqual([{ month: '2026-10' }]);
  expect(await screen.findByText(/2026-10: closed 2 Nov 2026, 09:00 UTC by 4242/)).toBeInTheDocument();
});
