import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../src/pwa/UpdatePrompt';
import { setUpdateOffer } from '../../src/pwa/update-offer';
import { wireUpdates, type UpdatableWorkbox } from '../../src/pwa/wire-updates';

/** Stands in for workbox-window's Workbox: records listeners, lets the test fire its events. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const messageSkipWaiting = vi.fn<() => void>();
  const wb = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting,
  } as unknown as UpdatableWorkbox;
  const emit = (type: string) => act(() => listeners.get(type)?.forEach((listener) => listener({ type })));
  return { wb, emit, messageSkipWaiting };
}

afterEach(() => act(() => setUpdateOffer(null)));

describe('the update prompt', () => {
  it('shows nothing while no new version waits', () => {
    const { wb } = fakeWorkbox();
    wireUpdates(wb, vi.fn());
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a reload when a new service worker waits; Reload activates it and reloads once it controls', async () => {
    const { wb, emit, messageSkipWaiting } = fakeWorkbox();
    const reload = vi.fn<() => void>();
    wireUpdates(wb, reload);
    render(<UpdatePrompt />);

    emit('waiting');
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken over

    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first service worker takes control', () => {
    const { wb, emit } = fakeWorkbox();
    const reload = vi.fn<() => void>();
    wireUpdates(wb, reload);
    emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('after another tab accepted the update, Reload just reloads', async () => {
    const { wb, emit, messageSkipWaiting } = fakeWorkbox();
    const reload = vi.fn<() => void>();
    wireUpdates(wb, reload);
    render(<UpdatePrompt />);
    emit('waiting');
    emit('controlling'); // the other tab's click activated the worker this tab was offered
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(messageSkipWaiting).not.toHaveBeenCalled();
  });
});
