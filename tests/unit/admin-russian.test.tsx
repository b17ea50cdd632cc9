/**
 * The console in Russian (src/admin/i18n/): the frame, the dashboard's alerts, a player's page and
 * an approval, found by their Russian role names; the switch in the header turns an English console
 * Russian in place. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../src/admin/AdminLayout';
import { setAdminLanguage, useAdminLanguage } from '../../src/admin/i18n/admin-i18n';
import { DashboardScreen } from '../../src/admin/screens/DashboardScreen';
import { PlayerScreen } from '../../src/admin/screens/PlayerScreen';
import { WithdrawalsScreen } from '../../src/admin/screens/WithdrawalsScreen';
import type { AdminDashboard } from '../../src/contract/admin';
import type { AdminPlayerDetail, AdminWithdrawalRow } from '../../src/contract/admin-players';
import { apiError, fakeApi, ok } from './kit/fake-api';

// The charts draw with uPlot on a canvas jsdom has not.
vi.mock('../../src/admin/charts/GgrCharts', () => ({ default: () => null }));
vi.mock('../../src/admin/charts/ReturnChart', () => ({ default: () => null }));

const DASHBOARD: AdminDashboard = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-30T00:00:00.000Z',
  ggrByDay: [],
  ggrByGame: [],
  options: [],
  deposits: { count: 3, amount: '300.000000' },
  withdrawals: { count: 1, amount: '50.000000' },
  activePlayers: 2,
  owedToPlayers: '18873.750000',
  hotWalletBalance: '7500.000000',
  awaitingApproval: { count: 3, amount: '1200.000000' },
  payouts: { stuck: 0, oldestStuckSince: null, lowOnTon: false, hotWalletTon: '12.5' },
  reconciliation: { ok: true, checkedAt: '2026-11-29T10:00:00.000Z', difference: '0.000000', booksSum: '0.000000', mismatches: 0, chainUnknown: false },
};

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

const DETAIL = {
  player: { id: 14, telegramId: 700_000_014, name: 'Nina Newcomer', username: 'nina', refCode: 'ref14', balance: '940.000000', createdAt: '2026-11-26T09:00:00.000Z', languageCode: 'ru', depositMemo: 'sw14', boundAddress: ROW.address },
  balance: '940.000000',
  statement: [{ kind: 'deposit', amount: '1000.000000', reference: 'ef'.repeat(32), createdAt: '2026-11-26T09:05:00.000Z', balanceAfter: '1000.000000' }],
  orders: [{ orderId: 31, createdAt: '2026-11-26T09:10:00.000Z', game: 'odd_even', option: 'odd', amount: '2.000000', payout: '3.900000', result: 'win', outcome: 7, seedHash: 'aa'.repeat(32), serverSeed: null, clientSeed: 'c1', nonce: 1, fairnessVersion: 1 }],
  deposits: [{ txHash: 'ef'.repeat(32), amount: '1000.000000', memo: 'sw14', sender: null, status: 'credited', createdAt: '2026-11-26T09:05:00.000Z' }],
  withdrawals: [{ ...ROW, status: 'rejected_refunded', rejectReason: 'address of a sanctioned exchange' }],
  referrals: { referrer: null, invited: [], circles: [] },
  protection: { limits: [{ kind: 'deposit', period: 'day', amount: '100.000000', pending: null }], timeoutUntil: null, excludedUntil: null, excludedPermanently: false, selfExclusionMonths: [6, 12, 60], realityCheckMinutes: 60, termsVersion: null },
  notes: [],
  verification: { tier: 0, signals: { ip: null, residence: null, phone: null, flagged: false }, history: [], signalLog: [], disagreements: [], blocked: [] },
} as unknown as AdminPlayerDetail;

function renderIn(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

const finance = { role: 'finance' } as const; // the operator's role, not an ARIA one

beforeEach(() => setAdminLanguage('ru'));
afterEach(async () => {
  localStorage.clear();
  await setAdminLanguage('en');
});

it('frames the dashboard in Russian: navigation, figures and alerts', async () => {
  fakeApi({ 'GET /admin/api/dashboard': ok({ data: DASHBOARD }) });
  renderIn(
    <AdminLayout {...finance} name="Fay Finance">
      <DashboardScreen />
    </AdminLayout>,
  );
  const nav = screen.getByRole('navigation', { name: 'Бэк-офис' });
  expect(within(nav).getByRole('link', { name: 'Игроки' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Журнал аудита' })).toBeInTheDocument();
  expect(screen.getByText('Fay Finance · Финансы')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Сводка' })).toBeInTheDocument();
  expect(document.title).toBe('Бэк-офис SendsWin');
  expect(document.documentElement).toHaveAttribute('lang', 'ru');
  const alert = await screen.findByRole('alert', { name: 'В горячем кошельке меньше долга' });
  expect(alert).toHaveTextContent('39,74 %');
  const waiting = screen.getByRole('region', { name: 'Выводы ждут решения' });
  expect(waiting).toHaveTextContent('3 вывода ждут одобрения');
  expect(within(waiting).getByRole('link', { name: 'Проверить выводы' })).toHaveAttribute('href', '/withdrawals');
});

it('shows a player’s page in Russian', async () => {
  fakeApi({ 'GET /admin/api/players/14': ok({ data: DETAIL }) });
  renderIn(<PlayerScreen id={14} {...finance} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Игрок @nina' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Назад к поиску' })).toBeInTheDocument();
  const statement = screen.getByRole('table', { name: 'Выписка' });
  expect(within(statement).getByRole('columnheader', { name: /Тип/ })).toBeInTheDocument();
  expect(statement).toHaveTextContent('Депозит');
  const withdrawals = screen.getByRole('table', { name: 'Выводы' });
  expect(withdrawals).toHaveTextContent('Отклонён, возвращён');
  expect(withdrawals).toHaveTextContent('вывод баланса');
  expect(screen.getByRole('table', { name: 'Депозиты' })).toHaveTextContent('зачислен');
  const order = within(screen.getByRole('table', { name: 'Ставки' })).getAllByRole('row')[1]!;
  expect(order).toHaveTextContent('Чёт или нечет');
  expect(order).toHaveTextContent('Нечет');
  expect(order).toHaveTextContent('выигрыш');
  expect(order).toHaveTextContent('ещё не раскрыт');
  expect(screen.getByRole('heading', { name: 'Лимиты и защита' })).toBeInTheDocument();
  expect(screen.getByText('Лимит на депозиты за день')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Заметки поддержки' })).toBeInTheDocument();
});

it('approves a withdrawal through its review in Russian', async () => {
  const api = fakeApi({
    'GET /admin/api/withdrawals': ok({ data: [ROW] }),
    'GET /admin/api/players/14': ok({ data: DETAIL }),
    'POST /admin/api/withdrawals/5/approve': ok({ data: { ...ROW, status: 'pending' } }),
  });
  const user = userEvent.setup();
  renderIn(<WithdrawalsScreen {...finance} />);
  const table = await screen.findByRole('table', { name: 'Выводы' });
  expect(within(table).getByRole('columnheader', { name: /Статус/ })).toBeInTheDocument();
  expect(table).toHaveTextContent('Ждёт одобрения');
  await user.click(within(table).getByRole('button', { name: 'Одобрить вывод 5' }));
  const review = screen.getByRole('region', { name: 'Вывод 5 для Nina Newcomer (@nina)' });
  expect(await within(review).findByText('940,00 USDT')).toBeInTheDocument();
  expect(review).toHaveTextContent('Аккаунт открыт');
  expect(review).toHaveTextContent('зачислен');
  expect(review).toHaveTextContent('отозвать его нельзя');
  await user.click(within(review).getByRole('button', { name: 'Подтвердить одобрение вывода 5' }));
  expect(await screen.findByText('Одобрение записано.')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/api/withdrawals/5/approve')).toHaveLength(1);
});

it('says in Russian why the server refused an approval, not in the server’s English', async () => {
  fakeApi({
    'GET /admin/api/withdrawals': ok({ data: [ROW] }),
    'GET /admin/api/players/14': ok({ data: DETAIL }),
    'POST /admin/api/withdrawals/5/approve': apiError(409, 'already_approved', 'This operator already approved withdrawal 5'),
  });
  const user = userEvent.setup();
  renderIn(<WithdrawalsScreen {...finance} />);
  const table = await screen.findByRole('table', { name: 'Выводы' });
  await user.click(within(table).getByRole('button', { name: 'Одобрить вывод 5' }));
  const review = screen.getByRole('region', { name: 'Вывод 5 для Nina Newcomer (@nina)' });
  await within(review).findByText('940,00 USDT');
  await user.click(within(review).getByRole('button', { name: 'Подтвердить одобрение вывода 5' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Вы уже одобрили это: второе одобрение должен дать другой оператор.');
  expect(alert).not.toHaveTextContent('This operator');
});

it('switches an English console to Russian in place and keeps the choice', async () => {
  await setAdminLanguage('en');
  fakeApi({ 'GET /admin/api/dashboard': ok({ data: DASHBOARD }) });
  const user = userEvent.setup();
  function Console() {
    return (
      <AdminLayout {...finance} name="Fay Finance">
        <DashboardScreen />
      </AdminLayout>
    );
  }
  function Keyed() {
    return <Console key={useAdminLanguage()} />; // as AdminApp does
  }
  renderIn(<Keyed />);
  expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Русский');
  expect(await screen.findByRole('navigation', { name: 'Бэк-офис' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  expect(localStorage.getItem('sendswin.admin.language')).toBe('ru');
});
