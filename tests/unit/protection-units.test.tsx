/**
 * The Play safely screen's parts (features/protection) against the fake API: a limit's amount read
 * in the player's number format, never sent as typed; removing a limit; the reality check; a break
 * cancelled before its confirmation; what the screen says while a break runs, and a failure kept in
 * words until the next change goes through.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProtectionView } from '../../src/contract/protection';
import ProtectionScreen from '../../src/features/protection/routes/ProtectionScreen';
import { messages as german } from '../../src/i18n/messages/de';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { setLanguage } from '../../src/settings/language';
import { apiError, fakeApi, ok, type FakeRequest } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

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
const LOSS_LIMIT = { kind: 'loss', period: 'day', amount: '5.000000' } as const;

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  resetI18n();
  setLanguage('en');
});

const limitBodies = (requests: FakeRequest[]) => requests.filter((request) => request.key === 'PUT /player/limits').map((request) => request.body);

/** Types `amount` into the limit form (cleared first) and submits it with its button named `save`. */
async function setLimitTo(amount: string, save = 'Set limit') {
  const field = await screen.findByRole('textbox', {}, { timeout: 5000 });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: save }));
}

describe('a limit’s amount', () => {
  it('is read in English as English writes numbers: "1,000" is a thousand, "10,5" is refused in words and sends nothing', async () => {
    const { requests } = fakeApi({ 'GET /player/protection': ok({ data: VIEW }), 'PUT /player/limits': ok({ data: { ...VIEW, limits: [LOSS_LIMIT] } }) });
    renderWithApp(<ProtectionScreen />);
    // The cursor goes to the amount only when the player asked to lower a limit.
    expect(await screen.findByRole('textbox', { name: 'Amount (USDT)' }, { timeout: 5000 })).not.toHaveFocus();
    await setLimitTo('10,5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount like 10.50.');
    expect(screen.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('10,5');
    await setLimitTo(' 1,000 ');
    await waitFor(() => expect(limitBodies(requests)).toEqual([{ kind: 'loss', period: 'day', amount: '1000' }]));
    // Saved: the field empties and the refusal is gone.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
    await setLimitTo('10.5');
    await waitFor(() => expect(limitBodies(requests)).toHaveLength(2));
    expect(limitBodies(requests)[1]).toEqual({ kind: 'loss', period: 'day', amount: '10.5' });
  }, 20_000);

  it('is read in German as German writes numbers: "10,5" is 10.5 and "1.000,5" a thousand and a half, never 105 or 10', async () => {
    await act(async () => {
      await initI18n();
      setLanguage('de');
      await i18nSettled();
    });
    const { requests } = fakeApi({ 'GET /player/protection': ok({ data: VIEW }), 'PUT /player/limits': ok({ data: VIEW }) });
    renderWithApp(<ProtectionScreen />);
    await setLimitTo('10,5', german['protection.save']);
    await waitFor(() => expect(limitBodies(requests)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(''));
    await setLimitTo('1.000,5', german['protection.save']);
    await waitFor(() => expect(limitBodies(requests)).toHaveLength(2));
    await setLimitTo('10.5', german['protection.save']);
    expect(await screen.findByRole('alert')).toHaveTextContent(german['wallet.withdrawBad'].replace('{example}', '10,50'));
    expect(limitBodies(requests).map((body) => (body as { amount: string }).amount)).toEqual(['10.5', '1000.5']);
  }, 20_000);

  it('keeps what was typed when the server refuses it, and says why', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: VIEW }), 'PUT /player/limits': apiError(400, 'invalid_request') });
    renderWithApp(<ProtectionScreen />);
    await setLimitTo('5000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not accept this request.');
    expect(screen.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('5000000');
  });
});

describe('the limits in force', () => {
  it('says when none is set', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: VIEW }) });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    expect(limits).toHaveTextContent('No limits set.');
    expect(within(limits).queryByRole('listitem')).toBeNull();
  });

  it('removes a limit (amount null) and shows the pending removal the server answers, with no second Remove', async () => {
    const pendingRemoval = { ...LOSS_LIMIT, pending: { amount: null, effectiveAt: '2026-11-27T10:00:00.000Z' } };
    const { requests } = fakeApi({
      'GET /player/protection': ok({ data: { ...VIEW, limits: [LOSS_LIMIT] } }),
      'PUT /player/limits': ok({ data: { ...VIEW, limits: [pendingRemoval] } }),
    });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    const remove = within(limits).getByRole('button', { name: 'Remove' });
    expect(remove).not.toHaveClass('button--secondary');
    await userEvent.click(remove);
    expect(await within(limits).findByText(/^Removed on /)).toBeInTheDocument();
    expect(within(limits).getByText('Losses, Per day: 5.00 USDT')).toBeInTheDocument();
    expect(within(limits).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(limitBodies(requests)).toEqual([{ kind: 'loss', period: 'day', amount: null }]);
  });

  it('shows a limit that exists only as a pending one without an amount, and a default one’s Remove as secondary', async () => {
    const onlyPending = { kind: 'stake', period: 'week', amount: null, pending: { amount: '20.000000', effectiveAt: '2026-11-27T10:00:00.000Z' } } as const;
    const byDefault = { kind: 'deposit', period: 'month', amount: '100.000000', byDefault: { country: 'MT' } } as const;
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, limits: [onlyPending, byDefault] } }) });
    renderWithApp(<ProtectionScreen />);
    const limits = await screen.findByRole('region', { name: 'Your limits' }, { timeout: 5000 });
    const [pending, standard] = within(limits).getAllByRole('listitem');
    expect(pending!.textContent).toMatch(/^Becomes 20\.00 USDT on /);
    expect(within(pending!).queryByRole('button')).toBeNull();
    expect(within(standard!).getByRole('button', { name: 'Remove' })).toHaveClass('button--secondary');
  });
});

describe('the reality check', () => {
  it('sends the interval picked, as a number, and shows the one the server answers', async () => {
    const { requests } = fakeApi({ 'GET /player/protection': ok({ data: VIEW }), 'PUT /player/reality-check': ok({ data: { ...VIEW, realityCheckMinutes: 15 } }) });
    renderWithApp(<ProtectionScreen />);
    const picker = await screen.findByRole('combobox', { name: 'Reality check every (minutes)' }, { timeout: 5000 });
    expect(picker).toHaveValue('60');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['15', '30', '60']);
    await userEvent.selectOptions(picker, '15');
    await waitFor(() => expect(picker).toHaveValue('15'));
    expect(requests.find((request) => request.key === 'PUT /player/reality-check')?.body).toEqual({ minutes: 15 });
  });
});

describe('a break', () => {
  it('is not taken when the confirmation is cancelled: the lengths come back and nothing is sent', async () => {
    const { requests } = fakeApi({ 'GET /player/protection': ok({ data: VIEW }) });
    renderWithApp(<ProtectionScreen />);
    const breakSection = await screen.findByRole('region', { name: 'Take a break' }, { timeout: 5000 });
    expect(within(breakSection).getAllByRole('button').map((button) => button.textContent)).toEqual(['Days: 1', 'Days: 7', 'Days: 30']);
    await userEvent.click(within(breakSection).getByRole('button', { name: 'Days: 7' }));
    await userEvent.click(within(breakSection).getByRole('button', { name: 'Cancel' }));
    expect(within(breakSection).queryByRole('alertdialog')).toBeNull();
    expect(within(breakSection).getByRole('button', { name: 'Days: 7' })).toBeInTheDocument();
    expect(requests.map((request) => request.key)).toEqual(['GET /player/protection']);
  });

  it('says until when a break ends, seven days or six months from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
    try {
      const { requests } = fakeApi({
        'GET /player/protection': ok({ data: VIEW }),
        'POST /player/self-exclusion': ok({ data: { ...VIEW, excludedUntil: '2027-05-20T10:00:00.000Z' } }),
      });
      renderWithApp(<ProtectionScreen />);
      const breakSection = await screen.findByRole('region', { name: 'Take a break' }, { timeout: 5000 });
      await userEvent.click(within(breakSection).getByRole('button', { name: 'Days: 7' }));
      expect(within(breakSection).getByRole('alertdialog')).toHaveTextContent(/until Nov 27, 2026/);
      const exclusion = screen.getByRole('region', { name: 'Self-exclusion' });
      await userEvent.click(within(exclusion).getByRole('button', { name: '6 months' }));
      expect(within(exclusion).getByRole('alertdialog')).toHaveTextContent(/until May 20, 2027/);
      await userEvent.click(within(exclusion).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText(/^Excluded until May 20, 2027/)).toBeInTheDocument();
      expect(screen.queryByText(/permanently/)).toBeNull();
      expect(requests.find((request) => request.key === 'POST /player/self-exclusion')?.body).toEqual({ months: 6 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names lengths that are not whole years in months', async () => {
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, selfExclusionMonths: [18, 24] } }) });
    renderWithApp(<ProtectionScreen />);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' }, { timeout: 5000 });
    expect(within(exclusion).getAllByRole('button').map((button) => button.textContent)).toEqual(['18 months', '2 years']);
  });
});

describe('failures', () => {
  it('says the protection view could not be loaded', async () => {
    fakeApi({ 'GET /player/protection': apiError(500, 'internal_error') });
    renderWithApp(<ProtectionScreen />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your limits' })).toBeNull();
  });

  it('keeps the shown view after a failed change, and clears the failure once a change goes through', async () => {
    const answers = [apiError(503, 'internal_error'), ok({ data: { ...VIEW, realityCheckMinutes: 30 } })];
    fakeApi({ 'GET /player/protection': ok({ data: { ...VIEW, limits: [LOSS_LIMIT] } }), 'PUT /player/reality-check': () => answers.shift()!() });
    renderWithApp(<ProtectionScreen />);
    const picker = await screen.findByRole('combobox', { name: 'Reality check every (minutes)' }, { timeout: 5000 });
    await userEvent.selectOptions(picker, '30');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Losses, Per day: 5.00 USDT')).toBeInTheDocument();
    await userEvent.selectOptions(picker, '30');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(picker).toHaveValue('30');
  });
});
