import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/app/OfflineBanner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('shows while the device is offline and goes away when the network is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
