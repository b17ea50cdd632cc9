/** Toasts as screen readers and slow readers meet them: live regions that fill after mounting, and errors that wait. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS } from '../../src/app/toasts/ToastContent';
import { Toaster } from '../../src/app/toasts/Toaster';
import { showToast } from '../../src/lib/toast';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(false); // jsdom's page is hidden otherwise
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const advance = (ms: number) => {
  for (let done = 0; done < ms; done += 100) act(() => vi.advanceTimersByTime(100));
};

describe('toast announcements', () => {
  it('mounts each live region empty, then puts the text in it', () => {
    render(<Toaster />);
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => showToast('Payout 1.50 USDT is processing.', { variant: 'success', duration: 60_000 }));
    expect(screen.getByRole('status')).toHaveTextContent(/^×$/); // in the page, empty but for the close button
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    const records = observer.takeRecords();
    observer.disconnect();
    // The text arrived as a change inside the message element, after the region was in the page.
    const filled = records.filter(
      (record) => record.target instanceof HTMLElement && record.target.matches('[role="status"] .toast__message') && record.addedNodes.length > 0,
    );
    expect(filled.map((record) => record.target.textContent)).toEqual(['Payout 1.50 USDT is processing.']);
    expect(screen.getByRole('status', { name: 'Payout 1.50 USDT is processing.' })).toBeInTheDocument();
  });

  it('reads warnings and errors as alerts and notices as status', () => {
    render(<Toaster />);
    act(() => {
      showToast('Failed', { variant: 'error' });
      showToast('Deutsch could not be loaded', { variant: 'warning' });
      showToast('New WIN order ID 1 option Odd', { variant: 'success', duration: 60_000 });
    });
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Failed×', 'Deutsch could not be loaded×']);
    expect(screen.getByRole('status')).toHaveTextContent('New WIN order ID 1 option Odd');
  });
});

describe('toast timing', () => {
  it('keeps warnings and errors until they are dismissed', () => {
    render(<Toaster />);
    act(() => {
      showToast('The server could not be reached.', { variant: 'error' });
      showToast('Language not loaded', { variant: 'warning', duration: 4000 });
      showToast('Short', { variant: 'info' });
    });
    advance(120_000);
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Language not loaded')).toBeInTheDocument();
    const error = screen.getByRole('alert', { name: 'The server could not be reached.' });
    fireEvent.click(within(error).getByRole('button', { name: 'Dismiss' }));
    advance(1000);
    expect(screen.queryByText('The server could not be reached.')).toBeNull();
  });
});
