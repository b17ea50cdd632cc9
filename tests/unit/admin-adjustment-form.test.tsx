/**
 * The back office's adjustment form (src/admin/screens/AdjustmentsScreen.tsx) against the fake API:
 * each submission carries an Idempotency-Key; a retry after a lost answer (a 5xx) sends the same
 * key, so the server answers the first adjustment instead of posting a second; the next submission
 * after a definite answer gets a new key. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { AdminAdjustment } from '../../src/contract/admin';
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

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const finance = { role: 'finance' } as const; // the operator's role, not an ARIA one
  render(
    <QueryClientProvider client={queryClient}>
      <AdjustmentsScreen {...finance} />
    </QueryClientProvider>,
  );
}

it('sends one Idempotency-Key per submission and the same key again on a retry', async () => {
  const answers: FakeAnswer[] = [
    { status: 503, body: { error: { code: 'internal_error', message: 'Service unavailable' } } },
    { status: 201, body: { data: POSTED } },
    { status: 201, body: { data: { ...POSTED, id: 42, balanceAfter: '115.000000' } } },
  ];
  const api = fakeApi({ 'GET /admin/api/adjustments': ok({ data: [] }), 'POST /admin/api/adjustments': () => answers.shift()! });
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Player id' }), '7');
  await user.type(screen.getByRole('textbox', { name: 'Amount in USDT (signed)' }), '7.5');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'ticket 12');
  const post = screen.getByRole('button', { name: 'Post adjustment' });

  await user.click(post);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  await user.click(post); // the operator retries: the first may have posted
  expect(await screen.findByText("Adjustment posted; the player's balance is now 107.50 USDT.")).toBeInTheDocument();
  await user.click(post); // a new submission with the same fields: a new adjustment
  expect(await screen.findByText("Adjustment posted; the player's balance is now 115.00 USDT.")).toBeInTheDocument();

  const sent = api.callsTo('POST /admin/api/adjustments');
  expect(sent.map((request) => request.body)).toEqual([1, 2, 3].map(() => ({ playerId: 7, amount: '7.5', reason: 'ticket 12' })));
  const keys = sent.map((request) => request.headers.get('idempotency-key'));
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('starts a new key after a refusal, so a corrected form is a new request', async () => {
  const answers: FakeAnswer[] = [
    { status: 409, body: { error: { code: 'insufficient_balance', message: 'The balance is 1.000000 USDT' } } },
    { status: 201, body: { data: { ...POSTED, amount: '-1.000000', balanceAfter: '0.000000' } } },
  ];
  const api = fakeApi({ 'GET /admin/api/adjustments': ok({ data: [] }), 'POST /admin/api/adjustments': () => answers.shift()! });
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Player id' }), '7');
  await user.type(screen.getByRole('textbox', { name: 'Amount in USDT (signed)' }), '-1');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'chargeback');
  const post = screen.getByRole('button', { name: 'Post adjustment' });
  await user.click(post);
  expect(await screen.findByRole('alert')).toHaveTextContent('The balance is 1.000000 USDT');
  await user.click(post);
  expect(await screen.findByText("Adjustment posted; the player's balance is now 0.00 USDT.")).toBeInTheDocument();
  const [first, second] = api.callsTo('POST /admin/api/adjustments').map((request) => request.headers.get('idempotency-key'));
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});
