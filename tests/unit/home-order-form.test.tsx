/** The order form against a fake network edge: only global fetch is stubbed. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/app/toasts/Toaster';
import type { HistoryEntry, PlacedOrder } from '../../src/contract/api-types';
import type { GameRulesResponse } from '../../src/contract/game-rules';
import { OrderForm } from '../../src/features/home/components/OrderForm';
import { OrderResult } from '../../src/features/home/components/OrderResult';
import type { OrderAttempt } from '../../src/features/home/order-attempt';
import { createQueryClient } from '../../src/lib/query-client';
import { fakeApi as fakeNetwork, ok, type FakeAnswer } from './kit/fake-api';
import { USER } from './kit/fixtures';

const ORDER: HistoryEntry = {
  orderId: '1', game: 'odd_even', option: 'even', amount: '1.000000', result: 'win',
  payout: '1.950000', outcome: 4, createdAt: '2026-11-22T10:00:00.000Z',
  seedHash: 'a'.repeat(64), clientSeed: 'c0ffee', nonce: 0,
};

/** GET /game/rules as the server sends it; the form takes its limits and odds from here only. */
const RULES: GameRulesResponse = {
  stake: { min: '0.100000', max: '1000.000000' },
  games: [
    { game: 'odd_even', draw: { min: 0, max: 9 }, multiplier: '1.95', payoutBps: 19_500, options: [{ option: 'even', wins: [0, 2, 4, 6, 8] }, { option: 'odd', wins: [1, 3, 5, 7, 9] }] },
  ],
};

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

type OrderAnswer = () => FakeAnswer | Promise<FakeAnswer>;

/** Answers GET /user/me with `balance`, and each POST /game/orders with the next queued answer (through the kit). */
function fakeApi(balance: string, orderAnswers: OrderAnswer[] = []) {
  const api = fakeNetwork({
    'GET /user/me': ok({ data: { ...USER, balance } }),
    'POST /game/orders': () => (orderAnswers.shift() ?? (() => json(201, { data: ORDER, balance })))(),
    'GET /healthz': ok({ status: 'ok' }), // the reachability probe after a failure
  });
  const orderCalls = () => api.callsTo('POST /game/orders');
  const keys = () => orderCalls().map((request) => request.headers.get('Idempotency-Key'));
  return { orderCalls, keys };
}

/** The form with the result area under its button, as home has it. */
function FormWithResult({ rules, onPlaced }: { rules: GameRulesResponse | undefined; onPlaced: (placed: PlacedOrder) => void }) {
  const [attempt, setAttempt] = useState<OrderAttempt | null>(null);
  const onAttempt = (next: OrderAttempt) => {
    setAttempt(next);
    if (next.state === 'placed') onPlaced(next.placed);
  };
  return (
    <OrderForm game="odd_even" rules={rules} onAttempt={onAttempt}>
      <OrderResult attempt={attempt} />
    </OrderForm>
  );
}

function renderForm(onPlaced = vi.fn(), rules: GameRulesResponse | null = RULES) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FormWithResult rules={rules ?? undefined} onPlaced={onPlaced} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onPlaced;
}

const stakeInput = () => screen.getByRole('textbox', { name: 'Stake (USDT)' });
const placeButton = () => screen.getByRole('button', { name: 'Place order' });

async function setStake(value: string) {
  await userEvent.clear(stakeInput());
  if (value) await userEvent.type(stakeInput(), value);
}

describe('OrderForm', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains a refused stake and sends nothing', async () => {
    const api = fakeApi('500.000000');
    renderForm();
    await screen.findByText('Balance: 500.00 USDT');
    const cases: [string, string][] = [
      ['abc', 'Enter an amount in USDT, like 1.5 (at most 6 decimals).'],
      ['0.05', 'The smallest stake is 0.1 USDT.'],
      ['1000.5', 'The largest stake is 1000 USDT.'],
      ['600', 'That is more than your balance of 500.00 USDT.'],
    ];
    for (const [stake, message] of cases) {
      await setStake(stake);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(stakeInput()).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(placeButton());
    }
    await setStake('0.1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.orderCalls()).toHaveLength(0);
   }, 30_000); // a bound for typing a dozen stakes on a busy shared machine, not a speed check

  it('shows each option\'s multiplier and the potential payout as the stake changes, with the rules\' limits', async () => {
    fakeApi('500.000000');
    renderForm(vi.fn(), { ...RULES, stake: { min: '0.500000', max: '20.000000' } });
    await screen.findByText('Balance: 500.00 USDT');
    expect(screen.getByRole('radio', { name: 'Even' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Even' })).toHaveAccessibleDescription('×1.95');
    expect(screen.getByRole('radio', { name: 'Odd' })).toHaveAccessibleDescription('×1.95');
    expect(screen.getByText('Potential payout: 1.95 USDT')).toBeInTheDocument();
    await setStake('2');
    expect(screen.getByText('Potential payout: 3.90 USDT')).toBeInTheDocument();
    await setStake('0.000001');
    expect(screen.getByRole('alert')).toHaveTextContent('The smallest stake is 0.5 USDT.');
    await setStake('25');
    expect(screen.getByRole('alert')).toHaveTextContent('The largest stake is 20 USDT.');
  });

  it('leaves the limits to the server while the rules are unknown, and shows no odds', async () => {
    fakeApi('500.000000');
    renderForm(vi.fn(), null);
    await screen.findByText('Balance: 500.00 USDT');
    expect(screen.getByRole('radio', { name: 'Even' })).not.toHaveAccessibleDescription();
    await setStake('0.05');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Potential payout/)).not.toBeInTheDocument();
  });

  it('places one order for a double click', async () => {
    let release: () => void = () => {};
    const slow = () => new Promise<FakeAnswer>((resolve) => (release = () => resolve(json(201, { data: ORDER, balance: '501.950000' }))));
    const api = fakeApi('500.000000', [slow]);
    const onPlaced = renderForm();
    await screen.findByText('Balance: 500.00 USDT');
    // Two clicks in one task, before React re-renders the disabled button: the ref guard holds.
    const button = placeButton();
    const form = button.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(api.orderCalls()).toHaveLength(1);
    expect(api.orderCalls()[0]?.body).toEqual({ game: 'odd_even', option: 'even', amount: '1' });
  });

  it('reuses the Idempotency-Key when the same attempt is retried, and takes a new one for the next', async () => {
    const unavailable = () => json(503, { error: { code: 'unavailable', message: 'Try later' } });
    const lost = () => Promise.reject(new TypeError('Failed to fetch'));
    const api = fakeApi('500.000000', [unavailable, lost]);
    const onPlaced = renderForm();
    await screen.findByText('Balance: 500.00 USDT');

    await userEvent.click(placeButton());
    // At the button, in the player's words (not the server's English "Try later"), and not as a toast.
    expect(await screen.findByRole('alert', { name: 'Something went wrong. Try again.' })).toBeInTheDocument();
    expect(screen.queryByText('Try later')).toBeNull();
    await userEvent.click(placeButton());
    await screen.findByRole('alert', { name: 'The order could not be sent. Check your connection and try again.' });
    // No answer at all: the app is offline until the probe reaches the server (the player comes back to it).
    expect(screen.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();
    fireEvent.focus(window);
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    await userEvent.click(placeButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(2));

    const [first, second, third, fourth] = api.keys();
    expect(first).toMatch(/^[\da-f-]{32,36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
  });

  it('takes a new key after a definite rejection, and a new one when the bet changes', async () => {
    const rejected = () => json(409, { error: { code: 'insufficient_balance', message: 'Balance too low' } });
    const api = fakeApi('500.000000', [rejected, () => json(503, { error: { code: 'x', message: 'Down' } })]);
    renderForm();
    await screen.findByText('Balance: 500.00 USDT');
    await userEvent.click(placeButton());
    await screen.findByRole('alert', { name: 'Your balance is too low for this stake.' });
    await userEvent.click(placeButton());
    await screen.findByRole('alert', { name: 'Something went wrong. Try again.' });
    await setStake('2');
    await userEvent.click(placeButton());
    await waitFor(() => expect(api.keys()).toHaveLength(3));
    const [a, b, c] = api.keys();
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('replaces the last result with the attempt on its way, then its failure with Try again, which places the same bet', async () => {
    let fail: () => void = () => {};
    const failing = () => new Promise<FakeAnswer>((_, reject) => (fail = () => reject(new TypeError('Failed to fetch'))));
    const api = fakeApi('500.000000', [() => json(201, { data: ORDER, balance: '501.950000' }), failing]);
    renderForm();
    await screen.findByText('Balance: 500.00 USDT');
    await userEvent.click(placeButton());
    const result = await screen.findByRole('region', { name: 'Result' });
    await waitFor(() => expect(result).toHaveTextContent('You won'));
    await userEvent.click(placeButton());
    // Placing: the earlier "You won" is gone at once, not left beside the new attempt.
    await waitFor(() => expect(result).not.toHaveTextContent('You won'));
    expect(result).toHaveTextContent('Placing…');
    fail();
    await screen.findByRole('alert', { name: 'The order could not be sent. Check your connection and try again.' });
    // A network error takes the app offline until the probe reaches the server (the player comes back to it).
    fireEvent.focus(window);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(result).toHaveTextContent('You won'));
    const [, second, third] = api.keys();
    expect(third).toBe(second); // the same attempt: a retry can never place it twice
  });

  it('says that placing needs the network when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi('500.000000');
    renderForm();
    expect(screen.getByRole('button', { name: 'Placing an order needs the network' })).toBeDisabled();
  });

});
