/**
 * The back office's compliance queue, tier decision and flag clearing (src/admin/screens/ComplianceScreen.tsx,
 * VerificationSection.tsx) against the fake API: the queue lists flagged players with their
 * signals and held withdrawals with the screening's reason; on a player's page an admin sets a
 * tier with a reason (posted as it is) and clears a flag with a reason (a retry under the same
 * Idempotency-Key), anyone else sees the forms disabled. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { OperatorRole } from '../../src/contract/admin';
import type { AdminComplianceQueue } from '../../src/contract/admin-compliance';
import type { AdminPlayerDetail } from '../../src/contract/admin-players';
import { ComplianceScreen } from '../../src/admin/screens/ComplianceScreen';
import { VerificationSection } from '../../src/admin/screens/VerificationSection';
import { fakeApi, ok } from './kit/fake-api';

const QUEUE: AdminComplianceQueue = {
  flagged: [
    { id: 7, telegramId: 700_000_001, name: 'Ada Lovelace', username: 'ada_l', tier: 0, ip: 'FR', residence: 'DE', phone: null, updatedAt: '2026-11-26T10:00:00.000Z', reasons: [{ kind: 'signals_disagree', countries: ['DE', 'FR'] }] },
    { id: 8, telegramId: 700_000_002, name: 'Carl Blocked', username: null, tier: 0, ip: 'US', residence: null, phone: null, updatedAt: '2026-11-26T10:30:00.000Z', reasons: [{ kind: 'blocked_country', countries: ['US'] }] },
  ],
  held: [
    {
      id: 31,
      player: { id: 9, telegramId: 700_000_009, name: 'Bob Payer', username: null },
      amount: '10.000000',
      address: '0:abc',
      status: 'awaiting_approval',
      source: 'cashout',
      createdAt: '2026-11-26T11:00:00.000Z',
      approvals: [],
      neededApprovals: 1,
      rejectReason: null,
      holdReason: 'deny_listed',
      txHash: null,
    },
  ],
};

const VERIFICATION: AdminPlayerDetail['verification'] = {
  tier: 0,
  signals: { ip: 'FR', residence: 'DE', phone: null, flagged: true },
  history: [],
  signalLog: [
    { kind: 'ip', country: 'FR', at: '2026-11-20T10:00:00.000Z' },
    { kind: 'residence', country: 'DE', at: '2026-11-20T10:05:00.000Z' },
  ],
  disagreements: [{ countries: ['DE', 'FR'], ip: 'FR', residence: 'DE', phone: null, at: '2026-11-20T10:05:00.000Z', cleared: null }],
  blocked: [],
};

function renderIn(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const section = (role: OperatorRole, verification = VERIFICATION) => <VerificationSection detail={{ player: { id: 7 }, verification } as AdminPlayerDetail} role={role} />;

it('lists flagged players with their signals and why, and held withdrawals with the reason', async () => {
  fakeApi({ 'GET /admin/api/compliance/queue': ok({ data: QUEUE }) });
  renderIn(<ComplianceScreen />);
  const flagged = await screen.findByRole('table', { name: 'Flagged players' });
  expect(within(flagged).getByRole('columnheader', { name: 'Flagged because' })).toBeInTheDocument();
  const ada = within(flagged).getByRole('row', { name: /@ada_l/ });
  expect(within(ada).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['@ada_l', 'T0 demo', 'FR', 'DE', '—', 'Signals disagree: DE ≠ FR', '26 Nov 2026, 10:00 UTC']);
  // A player a blocked country refused is on the queue with that country as the reason.
  const carl = within(flagged).getByRole('row', { name: /Carl Blocked/ });
  expect(within(carl).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Carl Blocked', 'T0 demo', 'US', '—', '—', 'Refused: US is not covered by the licence', '26 Nov 2026, 10:30 UTC']);
  const held = screen.getByRole('table', { name: 'Held withdrawals' });
  expect(within(held).getByRole('row', { name: /Bob Payer/ })).toHaveTextContent('The address is on the deny list');
});

it('lets an admin set a tier with a reason, and tells them what changed', async () => {
  const api = fakeApi({ 'POST /admin/api/players/7/tier': ok({ data: { tierBefore: 0, tierAfter: 1 } }) });
  renderIn(section('admin'));
  expect(screen.getByRole('note')).toHaveTextContent('Flagged: this player is on the compliance queue.');
  const form = screen.getByRole('form', { name: 'Change the tier' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'New tier' }), 'T1 identity verified');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Passport checked by hand');
  await userEvent.click(within(form).getByRole('button', { name: 'Set tier' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Tier changed from 0 to 1.');
  expect(api.posts().map((request) => request.body)).toEqual([{ tier: 1, reason: 'Passport checked by hand' }]);
});

it("shows each disagreement of the player's signals and the signals' history", () => {
  renderIn(section('viewer'));
  const disagreements = screen.getByRole('table', { name: 'Disagreements' });
  expect(within(disagreements).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20 Nov 2026, 10:05 UTC', 'DE ≠ FR', 'FR', 'DE', '—', 'Open']);
  const log = screen.getByRole('table', { name: 'Signal history' });
  expect(within(log).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['20 Nov 2026, 10:00 UTCIP countryFR', '20 Nov 2026, 10:05 UTCDeclared residenceDE']);
});

it('shows the form disabled to anyone but an admin', () => {
  renderIn(section('finance'));
  const form = screen.getByRole('form', { name: 'Change the tier' });
  expect(within(form).getByRole('button', { name: 'Set tier' })).toBeDisabled();
  expect(form).toHaveTextContent('Only an admin may change a tier.');
});

const CLEARANCE = { by: { telegramId: 910_005, name: 'Ada Admin' }, reason: 'Lives in Germany, works in France', at: '2026-11-21T09:00:00.000Z' };

it('lets an admin clear the flag with a reason; a retry after a failed answer sends the same Idempotency-Key', async () => {
  const answers = [{ status: 503, body: { error: { code: 'unavailable', message: 'Try again' } } }, { status: 201, body: { data: CLEARANCE } }];
  const api = fakeApi({ 'POST /admin/api/players/7/flag/clear': () => answers.shift()! });
  renderIn(section('admin'));
  const form = screen.getByRole('form', { name: 'Clear the flag' });
  const clear = within(form).getByRole('button', { name: 'Clear the flag' });
  await userEvent.click(clear);
  expect(api.posts()).toEqual([]);
  await userEvent.type(within(form).getByRole('textbox', { name: 'Why the signals may disagree (kept in the audit log)' }), '  Lives in Germany, works in France ');
  await userEvent.click(clear);
  expect(await within(form).findByRole('alert')).toHaveTextContent('Try again');
  await userEvent.click(clear);
  expect(await within(form).findByRole('status')).toHaveTextContent('Flag cleared.');
  const posts = api.posts();
  expect(posts.map((request) => request.body)).toEqual([{ reason: 'Lives in Germany, works in France' }, { reason: 'Lives in Germany, works in France' }]);
  expect(posts[0]!.headers.get('idempotency-key')).toMatch(/\S{16,}/);
  expect(posts[1]!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
});

it('a double tap on Clear the flag sends one request, and the button stays off once cleared', async () => {
  const api = fakeApi({ 'POST /admin/api/players/7/flag/clear': () => ({ status: 201, body: { data: CLEARANCE } }) });
  renderIn(section('admin'));
  const form = screen.getByRole('form', { name: 'Clear the flag' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Why the signals may disagree (kept in the audit log)' }), 'Checked');
  await userEvent.dblClick(within(form).getByRole('button', { name: 'Clear the flag' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Flag cleared.');
  expect(api.posts()).toHaveLength(1);
  expect(within(form).getByRole('button', { name: 'Clear the flag' })).toBeDisabled();
});

it('shows the clear button disabled to anyone but an admin', () => {
  renderIn(section('finance'));
  const form = screen.getByRole('form', { name: 'Clear the flag' });
  expect(within(form).getByRole('button', { name: 'Clear the flag' })).toBeDisabled();
  expect(form).toHaveTextContent('Only an admin may clear a flag.');
});

it('shows who cleared a flag, when and why, and no clear button once it is cleared', () => {
  const cleared = { ...VERIFICATION, signals: { ...VERIFICATION.signals, flagged: false }, disagreements: [{ ...VERIFICATION.disagreements[0]!, cleared: CLEARANCE }] };
  renderIn(section('admin', cleared));
  expect(screen.queryByRole('form', { name: 'Clear the flag' })).toBeNull();
  expect(screen.queryByRole('note')).toBeNull();
  expect(screen.getByText('Flag cleared 21 Nov 2026, 09:00 UTC by Ada Admin: Lives in Germany, works in France')).toBeVisible();
  const row = within(screen.getByRole('table', { name: 'Disagreements' })).getAllByRole('cell');
  expect(row.at(-1)).toHaveTextContent('21 Nov 2026, 09:00 UTC by Ada Admin: Lives in Germany, works in France');
});

it('shows each blocked country that refused the player, with the first action refused, and the player flagged', () => {
  const blocked = { ...VERIFICATION, signals: { ip: 'US', residence: null, phone: null, flagged: true }, disagreements: [], blocked: [{ country: 'US', action: 'stake' as const, at: '2026-11-22T08:00:00.000Z', cleared: null }] };
  renderIn(section('admin', blocked));
  expect(screen.getByRole('note')).toHaveTextContent('Flagged: this player is on the compliance queue.');
  const table = screen.getByRole('table', { name: 'Refused for a blocked country' });
  expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['22 Nov 2026, 08:00 UTC', 'US', 'A stake', 'Open']);
  expect(screen.getByRole('form', { name: 'Clear the flag' })).toBeInTheDocument();
});
