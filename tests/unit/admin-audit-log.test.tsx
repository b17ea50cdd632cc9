/**
 * The audit log as operators read it (src/admin/screens/AuditScreen.tsx): one line per entry
 * saying who did what to what and how it ended, and what changed behind a disclosure, field by
 * field, instead of two cells of raw JSON. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/admin';
import { AuditScreen } from '../../src/admin/screens/AuditScreen';
import { fakeApi, ok } from './kit/fake-api';

const ADJUSTMENT: AuditEntry = {
  id: 9,
  at: '2026-11-29T10:15:00.000Z',
  operator: { telegramId: 910_003, name: 'Fay Finance' },
  role: 'finance',
  action: 'adjustment.request',
  target: 'player:14',
  before: { balance: '100.000000' },
  after: { id: 3, status: 'posted', balance: '112.500000', note: { ticket: 4411 } },
  outcome: 'done',
  reason: 'ticket 4411: double charge',
};
const REFUSED: AuditEntry = { ...ADJUSTMENT, id: 8, operator: { telegramId: 910_001, name: null }, role: 'viewer', action: 'withdrawal.approve', target: 'withdrawal:5', before: null, after: null, outcome: 'refused', reason: 'forbidden_role' };

it('reads each entry as one line, and shows what changed field by field only when asked', async () => {
  fakeApi({ 'GET /admin/api/audit': ok({ data: [ADJUSTMENT, REFUSED], nextBefore: null }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuditScreen />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Audit log' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Entry', 'Changes']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('Fay Finance (910003), finance: adjustment.request on player:14 — Done: ticket 4411: double charge');
  expect(second).toHaveTextContent('910001, viewer: withdrawal.approve on withdrawal:5 — Refused: forbidden_role');
  expect(within(second!).queryByRole('group')).toBeNull();

  const changes = within(first!).getByRole('group');
  const toggle = within(changes).getByText('4 fields');
  expect(within(changes).getByRole('list', { hidden: true })).not.toBeVisible();
  await userEvent.click(toggle);
  expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'balance: 100.000000 → 112.500000',
    'id: — → 3',
    'status: — → posted',
    'note: — → {"ticket":4411}',
  ]);
  expect(table).not.toHaveTextContent('{"balance"');
});
