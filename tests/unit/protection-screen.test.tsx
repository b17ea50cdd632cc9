/** The Play safely screen (features/protection) against the fake API: limits, pending raises, a confirmed time-out, a refusal. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMANENT_EXCLUSION_UNTIL, type ProtectionView } from '../../src/contract/protection';
import ProtectionScreen from '../../src/features/protection/routes/ProtectionScreen';
import { apiError, fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

const VIEW: ProtectionView = {
  limits: [{ kind: 'loss', period: 'day', amount: '5.000000', pending: { amount: '10.000000', effectiveAt: '2026-11-27T10:00:00.000Z' } }],
  timeoutUntil: null,
  excludedUntil: null,
  excludedPermanently: false,
  selfExclusionMonths: [6, 12, 60],
  realityCheckMinutes: 60,
  termsVersion: null,
  currentTermsVersion: '2026-11-1',
  session: null,
};

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

describe('ProtectionScreen', () => {
  it('shows a limit with its pending raise and sets a new one with what the server answers', async () => {
    const { requests } = fakeApi({
      'GET /player/protection': ok({ data: VIEW }),
      'PUT /player/limits': ok({ data: { ...VIEW, limits: [...VIEW.limits, { kind: 'stake', period: 'week', amount: '50.000000' }] } }),
    });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    expect(within(limits).getByText('Losses, Per day: 5.00 USDT')).toBeInTheDocument();
    expect(within(limits).getByText(/^Becomes 10\.00 USDT on /)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Limit on' }), 'stake');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'week');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (USDT)' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await within(limits).findByText('Stakes, Per week: 50.00 USDT')).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'PUT /player/limits')?.body).toEqual({ kind: 'stake', period: 'week', amount: '50' });
    // The first test of the file loads the screen's modules: slow on a busy machine.
  }, 20_000);

  it('says which limit is set by default for the player’s country, and lowers it from the form set to it', async () => {
    const byDefault: ProtectionView = { ...VIEW, limits: [{ kind: 'deposit', period: 'week', amount: '100.000000', byDefault: { country: 'MT' } }] };
    const { requests } = fakeApi({
      'GET /player/protection': ok({ data: byDefault }),
      'PUT /player/limits': ok({ data: { ...VIEW, limits: [{ kind: 'deposit', period: 'week', amount: '40.000000' }] } }),
    });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    const card = within(limits).getAllByRole('listitem').find((item) => item.textContent?.includes('Deposits, Per week: 100.00 USDT'))!;
    expect(card).toHaveTextContent('Set by default for players in Malta. You can lower it at once; raising or removing it takes 24 hours.');
    await userEvent.click(within(card).getByRole('button', { name: 'Lower this limit' }));
    expect(screen.getByRole('combobox', { name: 'Limit on' })).toHaveValue('deposit');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('week');
    expect(screen.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveFocus();
    await userEvent.keyboard('40');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await within(limits).findByText('Deposits, Per week: 40.00 USDT')).toBeInTheDocument();
    expect(within(limits).queryByText(/Set by default/)).toBeNull();
    expect(requests.find((request) => request.key === 'PUT /player/limits')?.body).toEqual({ kind: 'deposit', period: 'week', amount: '40' });
  });

  it('says a default limit is set where the player plays when their country is unknown', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, limits: [{ kind: 'loss', period: 'month', amount: '300.000000', byDefault: { country: null } }] } }) });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    expect(limits).toHaveTextContent('Set by default where you play.');
    expect(within(limits).getByRole('button', { name: 'Lower this limit' })).toBeInTheDocument();
  });

  it('takes a 24-hour time-out only after the confirmation, and shows until when', async () => {
    const { requests } = fakeApi({
      'GET /player/protection': ok({ data: VIEW }),
      'POST /player/time-out': ok({ data: { ...VIEW, timeoutUntil: '2026-11-27T10:00:00.000Z' } }),
    });
    renderWithApp(<ProtectionScreen />);
    const breakSection = await screen.findByRole('region', { name: 'Take a break' }, { timeout: 5000 });
    await userEvent.click(within(breakSection).getByRole('button', { name: 'Days: 1' }));
    const confirm = within(breakSection).getByRole('alertdialog', { name: 'Take a break' });
    expect(confirm).toHaveTextContent(/cannot be undone/);
    expect(requests.some((request) => request.key === 'POST /player/time-out')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^On a break until /)).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'POST /player/time-out')?.body).toEqual({ days: 1 });
  });

  it('offers self-exclusion in a neutral list of lengths people say (5 years, not "Months: 60") and confirms in red beside a quiet Cancel', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: VIEW }) });
    renderWithApp(<ProtectionScreen />);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' }, { timeout: 5000 });
    const lengths = within(within(exclusion).getByRole('list')).getAllByRole('button');
    expect(lengths.map((button) => button.textContent)).toEqual(['6 months', '1 year', '5 years']);
    // None of the lengths is dressed as the screen's main action.
    for (const button of lengths) expect(button).toHaveClass('button--secondary');
    await userEvent.click(within(exclusion).getByRole('button', { name: '5 years' }));
    const confirm = within(exclusion).getByRole('alertdialog', { name: 'Self-exclusion' });
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveClass('button--danger');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveClass('button--quiet');
  });

  it("offers the lengths the player's jurisdiction offers, permanent among them, and says a permanent exclusion has no end", async () => {
    const curacao = { ...VIEW, selfExclusionMonths: [12, 36, 60, null] };
    const { requests } = fakeApi({
      'GET /player/protection': ok({ data: curacao }),
      'POST /player/self-exclusion': ok({ data: { ...curacao, excludedUntil: PERMANENT_EXCLUSION_UNTIL, excludedPermanently: true } }),
    });
    renderWithApp(<ProtectionScreen />);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' }, { timeout: 5000 });
    const lengths = within(within(exclusion).getByRole('list')).getAllByRole('button');
    expect(lengths.map((button) => button.textContent)).toEqual(['1 year', '3 years', '5 years', 'Permanently']);
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Permanently' }));
    const confirm = within(exclusion).getByRole('alertdialog', { name: 'Self-exclusion' });
    expect(confirm).toHaveTextContent('Stop playing for good? You will never be able to play or deposit again, and this cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Excluded permanently: this exclusion has no end')).toBeInTheDocument();
    expect(screen.queryByText(/^Excluded until /)).toBeNull();
    expect(requests.find((request) => request.key === 'POST /player/self-exclusion')?.body).toEqual({ months: null });
  });

  it('shows a refused change in words', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: VIEW }), 'PUT /player/limits': apiError(400, 'invalid_request') });
    renderWithApp(<ProtectionScreen />);
    // An amount the form reads (a negative one it refuses itself: protection-units.test.tsx) that the server refuses.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }, { timeout: 5000 }), '5000000');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not accept this request.');
  });
});
