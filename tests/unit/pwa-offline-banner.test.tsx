import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/app/OfflineBanner';
import { fakeApi, ok } from './kit/fake-api';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('shows while the device is offline and goes away once the server answers the probe', async () => {
    const api = fakeApi({ 'GET /healthz': ok({ status: 'ok' }) });
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    goOffline(false); // the `online` event probes at once
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(api.requests.map((request) => request.key)).toContain('GET /healthz');
  });
});
