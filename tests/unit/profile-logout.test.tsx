/**
 * "Log out" in profile: a confirmation first, then POST /auth/logout at the network edge (fetch is
 * the only fake). Offline or with the server unreachable nothing is cleared and the screen says so.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants';
import ProfileOverviewScreen from '../../src/features/profile/routes/ProfileOverviewScreen';
import { onLogout } from '../../src/lib/session/logout-cleanups';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

afterEach(() => {
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`;
});

describe('Log out', () => {
  it('asks first; then revokes on the server, forgets the cookie and runs the cleanups', async () => {
    document.cookie = `${AUTH_COOKIE}=tok; path=/`;
    // The profile's Fairness section reads the commitment.
    const api = fakeApi({ 'POST /auth/logout': () => ({ status: 204 }), 'GET /game/seed': ok({ data: { seedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 } }) });
    const cleanup = vi.fn();
    const unregister = onLogout(cleanup);
    const user = userEvent.setup();
    renderWithApp(<ProfileOverviewScreen />);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(api.posts()).toEqual([]);
    expect(screen.getByText('Log out on every device where you are signed in?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, log out' }));

    await waitFor(() => expect(cleanup).toHaveBeenCalled());
    const [logout] = api.callsTo('POST /auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer tok');
    expect(document.cookie).not.toContain(AUTH_COOKIE);
    unregister();
  });

  it('keeps everything when the server cannot be reached, and says so', async () => {
    document.cookie = `${AUTH_COOKIE}=tok; path=/`;
    // No answer at all, as with the network gone.
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    fakeApi({ 'POST /auth/logout': unreachable, 'GET /game/seed': unreachable, 'GET /healthz': unreachable }); // /healthz: the reachability probe after a failure
    const user = userEvent.setup();
    renderWithApp(<ProfileOverviewScreen />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not log out');
    expect(document.cookie).toContain(`${AUTH_COOKIE}=tok`);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
