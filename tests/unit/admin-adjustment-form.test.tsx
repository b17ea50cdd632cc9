/**
 * The back office's adjustment form (src/admin/screens/AdjustmentsScreen.tsx) against the fake API:
 * the player is searched and chosen (never a typed id), and nothing is posted before the review,
 * which names the player and shows the balance now and after. Each submission carries an
 * Idempotency-Key; a retry after a lost answer (a 5xx) sends the same key, so the server answers
 * the first adjustment instead of posting a second; the next submission after a definite answer
 * gets a new key. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { AdminAdjustment } from '../../src/contract/admin';
import type { AdminPlayerRow } from '../../src/contract/admin-players';
import { AdjustmentsScreen } from '../../src/admin/screens/AdjustmentsScreen';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';

const POSTED: AdminAdjustment = {
  id: 41,
  playerId: 7,
  amount: '7.500000',
  reason: 'ticket 12',
  status: 'posted',
  requestedBy: { telegramId: 910_003, name: 'Fay Finance' },
  approvedBy: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  decidedAt: '2026-11-26T10:00:00.000Z',
  balanceAfter: '107.500000',
};

const ADA: AdminPlayerRow = { id: 7, telegramId: 700_000_001, name: 'Ada Lovelace', username: 'ada_l', refCode: 'ref7abc', balance: '100.000000', createdAt: '2026-11-01T10:00:00.000Z' };
const OTHER: AdminPlayerRow = { ...ADA, id: 12, telegramId: 700_000_012, name: 'Ada Byron', username: null, balance: '3.000000' };

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const finance = { role: 'finance' } as const; // the operator's role, not an ARIA one
  render(
    <QueryClientProvider client={queryClient}>
      <AdjustmentsScreen {...finance} />
    </QueryClientProvider>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Searches "ada", chooses `player` among the matches, and fills in the amount and the reason. */
async function fill(user: User, player: AdminPlayerRow, amount: string, reason: string) {
  await user.type(screen.getByRole('searchbox', { name: /^Find the player/ }), 'ada');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(await screen.findByRole('button', { name: `Choose ${player.name}` }));
  await user.type(screen.getByRole('textbox', { name: 'Amount in USDT (signed)' }), amount);
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), reason);
}

const review = () => screen.getByRole('region', { name: 'Check before posting' });

it('finds the player by name, and posts nothing before the review names them with the balance now and after', async () => {
  const api = fakeApi({ 'GET /admin/api/adjustments': ok({ data: [] }), 'GET /admin/api/players': ok({ data: [OTHER, ADA] }), 'POST /admin/api/adjustments': ok({ data: POSTED }) });
  const user = userEvent.setup();
  renderForm();
  expect(screen.queryByRole('textbox', { name: 'Player id' })).toBeNull();
  await fill(user, ADA, '7.5', 'ticket 12');
  expect(api.callsTo('GET /admin/api/players')[0]!.url.searchParams.get('q')).toBe('ada');
  expect(screen.queryByRole('button', { name: 'Post adjustment' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  const facts = within(review());
  expect(facts.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(facts.getByText('@ada_l')).toBeInTheDocument();
  expect(facts.getByText('7 · 700000001')).toBeInTheDocument();
  expect(facts.getByText('100.00 USDT')).toBeInTheDocument();
  expect(facts.getByText('+7.50 USDT')).toBeInTheDocument();
  expect(facts.getByText('107.50 USDT')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/api/adjustments')).toEqual([]);
  // Back: still nothing sent.
  await user.click(facts.getByRole('button', { name: 'Back to the form' }));
  expect(api.callsTo('POST /admin/api/adjustments')).toEqual([]);
});

it('refuses a review without a chosen player, and cannot post a debit below zero', async () => {
  const api = fakeApi({ 'GET /admin/api/adjustments': ok({ data: [] }), 'GET /admin/api/players': ok({ data: [OTHER] }) });
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Amount in USDT (signed)' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'typo');
  await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Find and choose the player first.');
  await user.clear(screen.getByRole('textbox', { name: 'Amount in USDT (signed)' }));
  await user.clear(screen.getByRole('textbox', { name: 'Reason' }));
  await fill(user, OTHER, '-5', 'chargeback');
  await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  expect(within(review()).getByRole('alert')).toHaveTextContent('below zero');
  expect(within(review()).getByRole('button', { name: 'Post adjustment' })).toBeDisabled();
  expect(api.callsTo('POST /admin/api/adjustments')).toEqual([]);
});

it('sends one Idempotency-Key per submission and the same key again on a retry', async () => {
  const answers: FakeAnswer[] = [
    { status: 503, body: { error: { code: 'internal_error', message: 'Service unavailable' } } },
    { status: 201, body: { data: POSTED } },
    { status: 201, body: { data: { ...POSTED, id: 42, balanceAfter: '115.000000' } } },
  ];
  const api = fakeApi({ 'GET /admin/api/adjustments': ok({ data: [] }), 'GET /admin/api/players': ok({ data: [ADA] }), 'POST /admin/api/adjustments': () => answers.shift()! });
  const user = userEvent.setup();
  renderForm();
  await fill(user, ADA, '7.5', 'ticket 12');
  await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  const post = () => within(review()).getByRole('button', { name: 'Post adjustment' });

  await user.click(post());
  expect(await screen.findByRole('alert')).toHaveTextContent('The server failed. Try again');
  await user.click(post()); // the operator retries: the first may have posted
  expect(await screen.findByText("Adjustment posted; the player's balance is now 107.50 USDT.")).toBeInTheDocument();
  // A new submission with the same fields: reviewed again, a new adjustment.
  await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  await user.click(post());
  expect(await screen.findByText("Adjustment posted; the player's balance is now 115.00 USDT.")).toBeInTheDocument();

  const sent = api.callsTo('POST /admin/api/adjustments');
  expect(sent.map((request) => request.body)).toEqual([1, 2, 3].map(() => ({ playerId: 7, amount: '7.5', reason: 'ticket 12' })));
  const keys = sent.map((request) => request.headers.get('idempotency-key'));
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
