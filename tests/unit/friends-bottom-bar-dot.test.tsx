/** The Friends item's red dot in the bottom bar, against a fake network edge (only fetch is stubbed). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from '../../src/app/BottomBar';
import type { RefCirclesResponse } from '../../src/contract/api-types';
import { previousCircleId } from '../../src/contract/circle-id';
import FriendsScreen from '../../src/features/friends/routes/FriendsScreen';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';
import { circle, USER, WALLET_SUMMARY } from './kit/fixtures';
import { renderWithApp } from './kit/render-app';

const LAST = previousCircleId(new Date());
const DOT = 'Earnings to withdraw';
const friends = () => screen.getByRole('link', { name: /^Friends/ });
const circles = (data: unknown[]) => ok({ data, referralCount: 1 });

// The bar loads the dot lazily; on a busy machine that (and the first transform of its module)
// can outlast waitFor's default 1 s, so the waits for the dot allow longer.
beforeAll(() => import('../../src/features/friends/components/FriendsDot'));
const LAZY = { timeout: 5000 };
beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Friends red dot', () => {
  it('shows, as the link’s description, while last week has earnings to withdraw', async () => {
    fakeApi({ 'GET /user-ref-circle': circles([circle(LAST, '0.500000')]) });
    const { queryClient } = renderWithApp(<BottomBar />);
    await waitFor(() => expect(friends()).toHaveAccessibleDescription(DOT), LAZY);
    // The name stays "Friends": the dot describes the item, it does not rename it.
    expect(friends()).toHaveAccessibleName('Friends');

    // Withdrawn elsewhere (a refetch, or the withdraw's own update): the dot goes.
    queryClient.setQueryData<RefCirclesResponse>(['user-ref-circle'], { data: [circle(LAST, '0.500000', true)], referralCount: 1 });
    await waitFor(() => expect(friends()).not.toHaveAccessibleDescription(DOT));
  });

  it('does not show while the circles load, nor after they failed', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const api = fakeApi({ 'GET /user-ref-circle': () => new Promise((resolve) => (answer = resolve)) });
    const { queryClient } = renderWithApp(<BottomBar />);
    await waitFor(() => expect(api.requests).toHaveLength(1), LAZY); // the dot's chunk is there and asking
    expect(friends()).not.toHaveAccessibleDescription(DOT);
    answer({ status: 400, body: { error: { code: 'bad', message: 'bad' } } });
    await waitFor(() => expect(queryClient.getQueryState(['user-ref-circle'])?.status).toBe('error'));
    expect(friends()).not.toHaveAccessibleDescription(DOT);
    expect(screen.queryByText('bad')).toBeNull(); // and no toast: the dot just stays off
  });

  it('goes out when last week is withdrawn on the friends screen', async () => {
    let withdrawn = false;
    fakeApi({
      'GET /user-ref-circle': () => circles([circle(LAST, '0.500000', withdrawn)])(),
      'GET /user/me': ok({ data: USER }),
      // Where the withdraw goes, for its confirmation: the game balance (no payments configured).
      'GET /wallet': ok({ data: { ...WALLET_SUMMARY, payments: false, boundAddress: null } }),
      [`POST /user-ref-circle/${LAST}/withdraw`]: () => {
        withdrawn = true;
        return { status: 200, body: { data: { circleId: LAST, payout: '0.500000' } } };
      },
    });
    renderWithApp(
      <>
        <FriendsScreen />
        <BottomBar />
      </>,
    );
    await waitFor(() => expect(friends()).toHaveAccessibleDescription(DOT), LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(friends()).not.toHaveAccessibleDescription(DOT));
    expect(screen.getByRole('button', { name: 'Withdrawn' })).toBeDisabled();
  });
});
