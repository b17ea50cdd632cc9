import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BottomBar } from '../../src/app/BottomBar';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  // The Friends item's red dot reads the circles query; this client never fetches them
  // (friends-bottom-bar-dot.test.tsx covers the dot).
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <BottomBar />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const currentItems = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('BottomBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a navigation landmark with Home, Friends, Profile and Support', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    for (const name of ['Home', 'Friends', 'Profile', 'Support']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it.each([
    ['/', 'Home'],
    ['/friends', 'Friends'],
    ['/profile', 'Profile'],
    ['/profile/', 'Profile'],
    ['/profile/edit', 'Profile'],
  ])('marks the current item at %s', (path, name) => {
    renderAt(path);
    expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(currentItems()).toEqual([name]);
  });

  it('marks no item on a screen outside the bar', () => {
    renderAt('/history');
    expect(currentItems()).toEqual([]);
  });

  it('navigates with the router', async () => {
    const location = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Friends' }));
    expect(location.history).toEqual(['/', '/friends']);
    expect(screen.getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the support chat in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/');
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', import.meta.env.VITE_SUPPORT_URL);
    await userEvent.click(support);
    expect(open).toHaveBeenCalledWith(import.meta.env.VITE_SUPPORT_URL, '_blank', expect.stringContaining('noopener'));
  });
});
