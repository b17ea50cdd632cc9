/**
 * Breaks that look like breaks (docs/player-protection.md, "Breaks on screen"): during a time-out
 * or self-exclusion home offers no Place order but a calm card with the end and the ways that stay
 * open; a refusal that would only come again offers the way forward, never Try again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMANENT_EXCLUSION_UNTIL, type ProtectionView } from '../../src/contract/protection';
import { BreakGate } from '../../src/features/home/components/BreakGate';
import { OrderForm } from '../../src/features/home/components/OrderForm';
import { OrderResult } from '../../src/features/home/components/OrderResult';
import type { OrderAttempt } from '../../src/features/home/order-attempt';
import { fakeApi, ok } from './kit/fake-api';
import { USER } from './kit/fixtures';
import { renderWithApp } from './kit/render-app';

const inADay = new Date(Date.now() + 24 * 3600_000).toISOString();
const VIEW: ProtectionView = {
  limits: [],
  timeoutUntil: null,
  excludedUntil: null,
  excludedPermanently: false,
  selfExclusionMonths: [6, 12, 60],
  realityCheckMinutes: 60,
  termsVersion: null,
  currentTermsVersion: '2026-11-1',
  session: null,
};

function Home() {
  const [attempt, setAttempt] = useState<OrderAttempt | null>(null);
  return (
    <>
      <h1>Home</h1>
      <BreakGate>
        <OrderForm game="odd_even" rules={undefined} onAttempt={setAttempt}>
          <OrderResult attempt={attempt} />
        </OrderForm>
      </BreakGate>
    </>
  );
}

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

describe('home during a break', () => {
  it.each([
    ['time-out', { timeoutUntil: inADay }, /^On a break until /],
    ['self-exclusion', { excludedUntil: inADay }, /^Excluded until /],
    ['permanent self-exclusion', { excludedUntil: PERMANENT_EXCLUSION_UNTIL, excludedPermanently: true }, /^Excluded permanently: this exclusion has no end$/],
  ])('a %s replaces the game with a card naming its end, wallet and history still reachable', async (_name, running, text) => {
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, ...running } }), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<Home />);
    const card = await screen.findByRole('region', { name: 'You are taking a break' }, { timeout: 5000 });
    expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Wallet and statement' })).toHaveAttribute('href', '/wallet');
    expect(within(card).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('shows the game once the break has ended', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, timeoutUntil: new Date(Date.now() - 1000).toISOString() } }), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<Home />);
    expect(await screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You are taking a break' })).toBeNull();
  });

  it('answers a limit refusal with the way to the limits, not a Try again that must fail', async () => {
    const details = { kind: 'loss', period: 'day', limit: '2.000000', resetsAt: inADay };
    fakeApi({
      'GET /player/protection': ok({ data: VIEW }),
      'GET /user/me': ok({ data: USER }),
      'POST /game/orders': () => ({ status: 403, body: { error: { code: 'limit_reached', message: 'Limit reached', details } } }),
    });
    renderWithApp(<Home />);
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert', { name: /^Limit reached: Losses, Per day, 2\.00 USDT/ });
    expect(within(alert).getByRole('link', { name: 'Your limits and breaks' })).toHaveAttribute('href', '/profile/protection');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
