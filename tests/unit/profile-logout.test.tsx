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
import { renderWithApp } from './friends-render';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`;
});

describe('Log out', () => {
  it('asks first; then revokes on the server, forgets the cookie and runs the cleanups', async () => {
    document.cookie = `${AUTH_COOKIE}=tok; path=/`;
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const cleanup = vi.fn();
    const unregister = onLogout(cleanup);
    const user = userEvent.setup();
    renderWithApp(<ProfileOverviewScreen />);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Log out on every device where you are signed in?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, log out' }));

    await waitFor(() => expect(cleanup).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/auth\/logout$/);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(document.cookie).not.toContain(AUTH_COOKIE);
    unregister();
  });

  it('keeps everything when the server cannot be reached, and says so', async () => {
    document.cookie = `${AUTH_COOKIE}=tok; path=/`;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
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
