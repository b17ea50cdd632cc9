/** The friends screen against a fake network edge: only global fetch is stubbed. */
import { utc } from '@date-fns/utc';
import { Address } from '@ton/core';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subWeeks } from 'date-fns/subWeeks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary } from '../../src/contract/api-types';
import { circleId, previousCircleId } from '../../src/contract/circle-id';
import FriendsScreen from '../../src/features/friends/routes/FriendsScreen';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';
import { circle, USER, WALLET_SUMMARY } from './kit/fixtures';
import { renderWithApp } from './kit/render-app';

const NOW = new Date();
const THIS = circleId(NOW);
const LAST = previousCircleId(NOW);
const OLDER = previousCircleId(subWeeks(NOW, 1));
const LINK = 'https://t.me/sendswin_bot?startapp=ref7abc';
const weekOf = (weeksAgo: number) =>
  `Week of ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(startOfWeek(subWeeks(NOW, weeksAgo), { in: utc }))}`;
const circles = (data: unknown[], referralCount = 3) => ok({ data, referralCount });
const lastWeek = () => screen.getByRole('region', { name: 'Last week' });
const BOUND = `0:${'ab'.repeat(32)}`;
/** GET /wallet's summary: where a withdraw goes (on chain to the bound wallet, or the balance). */
const wallet = (payments: boolean, boundAddress: string | null) => ok({ data: { ...WALLET_SUMMARY, payments, boundAddress } satisfies WalletSummary });
/** The confirmation asks first; Confirm is enabled once it knows where the money goes. */
async function confirm(tap: (button: HTMLElement) => Promise<void> = (b) => userEvent.click(b)) {
  const dialog = await screen.findByRole('dialog');
  const button = within(dialog).getByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(button).toBeEnabled());
  await tap(button);
}

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  onlineManager.setOnline(true); // the query client trusts an offline navigator at creation
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FriendsScreen', () => {
  it('shows a skeleton, then the invite link, the invitees, last week, this week and earlier weeks', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    fakeApi({ 'GET /user-ref-circle': () => new Promise((resolve) => (answer = resolve)), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<FriendsScreen />);
    expect(screen.getByRole('list', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('textbox', { name: 'Your invite link' })).toHaveValue(LINK);

    answer(circles([circle(THIS, '0.500000', false, 2), circle(LAST, '1.250000', false, 3), circle(OLDER, '2.000000', true, 4)], 5)());
    expect(await screen.findByText('Friends invited: 5')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading…' })).toBeNull();
    expect(lastWeek()).toHaveTextContent(weekOf(1));
    expect(lastWeek()).toHaveTextContent('1.25 USDT');
    expect(lastWeek()).toHaveTextContent('Friends who played: 3');
    expect(within(lastWeek()).getByRole('button', { name: 'Withdraw' })).toBeEnabled();

    const thisWeek = screen.getByRole('region', { name: 'This week (in progress)' });
    expect(thisWeek).toHaveTextContent('0.50 USDT');
    expect(thisWeek).toHaveTextContent('Friends who played: 2');
    expect(within(thisWeek).queryByRole('button')).toBeNull();

    const [older] = within(screen.getByRole('region', { name: 'Other weeks' })).getAllByRole('listitem');
    expect(older).toHaveTextContent(weekOf(2));
    expect(older).toHaveTextContent('2.00 USDT');
    expect(within(older!).getByRole('button', { name: 'Withdrawn' })).toBeDisabled();
  });

  it('offers a retry when the circles cannot be loaded, without a toast (the card says it)', async () => {
    let fail = true;
    fakeApi({
      'GET /user-ref-circle': () => (fail ? { status: 400, body: { error: { code: 'bad', message: 'Bad things' } } } : circles([circle(LAST, '1.000000')])()),
      'GET /user/me': ok({ data: USER }),
    });
    renderWithApp(<FriendsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your weekly earnings could not be loaded.');
    expect(screen.queryByText('Bad things')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Last week' })).toHaveTextContent('1.00 USDT');
  });

  it('disables Withdraw with nothing earned last week, with or without a record', async () => {
    fakeApi({ 'GET /user-ref-circle': circles([], 0), 'GET /user/me': ok({ data: USER }) });
    const { unmount } = renderWithApp(<FriendsScreen />);
    expect(await screen.findByText('Friends invited: 0')).toBeInTheDocument();
    expect(lastWeek()).toHaveTextContent('0.00 USDT');
    expect(within(lastWeek()).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    unmount();

    fakeApi({ 'GET /user-ref-circle': circles([circle(LAST, '0.000000', false, 1)]), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<FriendsScreen />);
    expect(await screen.findByText('Friends who played: 1')).toBeInTheDocument();
    expect(within(lastWeek()).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('shows a withdrawn week as Withdrawn, disabled', async () => {
    fakeApi({ 'GET /user-ref-circle': circles([circle(LAST, '1.000000', true)]), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<FriendsScreen />);
    expect(await screen.findByRole('button', { name: 'Withdrawn' })).toBeDisabled();
  });

  it('withdraws once on a double tap, toasts the payout and shows the new figures', async () => {
    let withdrawn = false; // the server's state, read by the refetches after the withdraw
    let balance = '1000.500000';
    const api = fakeApi({
      'GET /user-ref-circle': () => circles([circle(LAST, '1.250000', withdrawn)])(),
      'GET /user/me': () => ok({ data: { ...USER, balance } })(),
      'GET /wallet': wallet(false, null),
      [`POST /user-ref-circle/${LAST}/withdraw`]: () => {
        withdrawn = true;
        balance = '1001.750000';
        return { status: 200, body: { data: { circleId: LAST, payout: '1.250000', destination: 'balance' } } };
      },
    });
    const { queryClient } = renderWithApp(<FriendsScreen />);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Withdraw' }));
    await confirm((button) => userEvent.dblClick(button));
    expect(await screen.findByText('Payout 1.25 USDT added to your balance.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(lastWeek()).getByRole('button', { name: 'Withdrawn' })).toBeDisabled();
    await waitFor(() => expect(queryClient.getQueryData<typeof USER>(['user', 'me'])?.balance).toBe('1001.750000'));
    expect(api.posts()).toHaveLength(1);
    // The payout toast (a success card is a status) is the only one: the second tap earned no 409 error toast (an alert).
    expect(screen.getByRole('status', { name: 'Payout 1.25 USDT added to your balance.' })).toBeInTheDocument();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('toasts the refusal in the player’s language (not the server’s English), and reloads the figures', async () => {
    let withdrawnElsewhere = false;
    const api = fakeApi({
      'GET /user-ref-circle': () => circles([circle(LAST, '1.000000', withdrawnElsewhere)])(),
      'GET /user/me': ok({ data: USER }),
      'GET /wallet': wallet(false, null),
      [`POST /user-ref-circle/${LAST}/withdraw`]: () => {
        withdrawnElsewhere = true;
        return { status: 409, body: { error: { code: 'already_withdrawn', message: `Circle ${LAST} was already withdrawn` } } };
      },
    });
    renderWithApp(<FriendsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await confirm();
    expect(await screen.findByRole('alert', { name: 'The earnings of that week were already withdrawn.' })).toBeInTheDocument();
    expect(screen.queryByText(`Circle ${LAST} was already withdrawn`)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Withdrawn' })).toBeDisabled();
    expect(api.callsTo('GET /user-ref-circle')).toHaveLength(2);
  });

  it('says so when the withdraw could not reach the server, and waits for the network', async () => {
    fakeApi({
      'GET /user-ref-circle': circles([circle(LAST, '1.000000')]),
      'GET /user/me': ok({ data: USER }),
      'GET /healthz': ok({ status: 'ok' }),
      'GET /wallet': wallet(false, null),
    });
    renderWithApp(<FriendsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await confirm(async (button) => {
      vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch')); // the withdraw's own request
      await userEvent.click(button);
    });
    expect(await screen.findByText('The withdraw did not go through. Check the connection and try again.')).toBeInTheDocument();
    // No answer at all: offline until the reachability probe reaches the server (on focus here).
    expect(screen.getByRole('button', { name: 'Withdraw needs the network' })).toBeDisabled();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('withdraws an earlier week nobody withdrew, and not the week in progress', async () => {
    const api = fakeApi({
      'GET /user-ref-circle': circles([circle(THIS, '3.000000'), circle(OLDER, '0.400000')]),
      'GET /user/me': ok({ data: USER }),
      'GET /wallet': wallet(true, BOUND),
      [`POST /user-ref-circle/${OLDER}/withdraw`]: () => ({ status: 200, body: { data: { circleId: OLDER, payout: '0.400000', destination: 'wallet' } } }),
    });
    renderWithApp(<FriendsScreen />);
    const [older] = within(await screen.findByRole('region', { name: 'Other weeks' })).getAllByRole('listitem');
    const button = within(older!).getByRole('button', { name: 'Withdraw' });
    expect(button).toHaveAccessibleDescription(weekOf(2));
    await userEvent.click(button);
    await confirm();
    expect(await screen.findByText('Payout 0.40 USDT is processing.')).toBeInTheDocument();
    expect(api.posts().map((call) => call.key)).toEqual([`POST /user-ref-circle/${OLDER}/withdraw`]);
  });

  it('asks first, saying the amount and the wallet it goes to on chain; Cancel sends nothing', async () => {
    const api = fakeApi({
      'GET /user-ref-circle': circles([circle(LAST, '1.250000')]),
      'GET /user/me': ok({ data: USER }),
      'GET /wallet': wallet(true, BOUND),
    });
    renderWithApp(<FriendsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw 1.25 USDT?' });
    // The wallet as its app shows it: user-friendly, non-bounceable, test-only (the fixture is on testnet).
    const friendly = Address.parse(BOUND).toString({ urlSafe: true, bounceable: false, testOnly: true });
    expect(await within(dialog).findByText(`It is sent on the TON blockchain to your wallet ${friendly.slice(0, 6)}…${friendly.slice(-4)}. A sent payout cannot be called back.`)).toHaveAttribute('title', friendly);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts()).toEqual([]);
    expect(within(lastWeek()).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('says the game balance when no wallet is bound, and Escape sends nothing either', async () => {
    const api = fakeApi({
      'GET /user-ref-circle': circles([circle(LAST, '2.000000')]),
      'GET /user/me': ok({ data: USER }),
      'GET /wallet': wallet(true, null),
    });
    renderWithApp(<FriendsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw 2.00 USDT?' });
    expect(await within(dialog).findByText('It is added to your game balance.')).toBeInTheDocument();
    act(() => void dialog.dispatchEvent(new Event('close'))); // what Escape fires on a modal dialog
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts()).toEqual([]);
  });

  it('keeps Confirm disabled when where the money goes cannot be loaded', async () => {
    const api = fakeApi({
      'GET /user-ref-circle': circles([circle(LAST, '1.000000')]),
      'GET /user/me': ok({ data: USER }),
      'GET /wallet': () => ({ status: 500, body: { error: { code: 'internal', message: 'internal' } } }),
    });
    renderWithApp(<FriendsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Where it goes could not be loaded. Check the connection and try again.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(api.posts()).toEqual([]);
  }, 20_000);

  it('says that withdrawing needs the network while offline', async () => {
    fakeApi({ 'GET /user-ref-circle': circles([circle(LAST, '1.000000')]), 'GET /user/me': ok({ data: USER }) });
    renderWithApp(<FriendsScreen />);
    await screen.findByRole('button', { name: 'Withdraw' });
    // The network drops with the figures on screen (a start offline would pause the fetch itself).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('button', { name: 'Withdraw needs the network' })).toBeDisabled();
  });

  it('copies the link with a confirmation, or selects it when the clipboard is refused', async () => {
    fakeApi({ 'GET /user-ref-circle': circles([]), 'GET /user/me': ok({ data: USER }) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined);
    renderWithApp(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is selected: copy it from the field.')).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your invite link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });
});
