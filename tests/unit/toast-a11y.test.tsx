/** Toasts as screen readers and slow readers meet them: announced by the app's persistent live regions, and errors that wait. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRegions } from '../../src/app/LiveRegions';
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
  it("shows the text at once and announces it through the app's persistent live region, each toast again", () => {
    render(
      <>
        <LiveRegions />
        <Toaster />
      </>,
    );
    const polite = document.querySelector('[aria-live="polite"]:not(.toast)') as HTMLElement;
    const assertive = document.querySelector('[aria-live="assertive"]') as HTMLElement;
    expect(polite).toBeInTheDocument();
    const observer = new MutationObserver(() => undefined);
    observer.observe(polite, { childList: true, subtree: true, characterData: true });
    act(() => showToast('New WIN order ID 1 option Odd', { variant: 'success', duration: 60_000, preventDuplicate: false }));
    // No wait: the card has its text in the commit that mounts it.
    expect(screen.getByRole('status', { name: 'New WIN order ID 1 option Odd' })).toHaveTextContent('New WIN order ID 1 option Odd');
    // The card is not a live region of its own (one announcement, by the region already in the page).
    expect(screen.getByRole('status', { name: 'New WIN order ID 1 option Odd' })).toHaveAttribute('aria-live', 'off');
    act(() => showToast('New WIN order ID 1 option Odd', { variant: 'success', duration: 60_000, preventDuplicate: false }));
    const added = observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .map((node) => node.textContent);
    observer.disconnect();
    // Each toast is a new node in the region that was there before it, so the same words are read again.
    expect(added).toEqual(['New WIN order ID 1 option Odd', 'New WIN order ID 1 option Odd']);
    act(() => showToast('The server could not be reached.', { variant: 'error' }));
    expect(assertive).toHaveTextContent('The server could not be reached.');
    expect(polite).not.toHaveTextContent('The server could not be reached.');
  });

  it('reads warnings and errors as alerts and notices as status', () => {
    render(<Toaster />);
    act(() => {
      showToast('Failed', { variant: 'error' });
      showToast('Deutsch could not be loaded', { variant: 'warning' });
      showToast('New WIN order ID 1 option Odd', { variant: 'success', duration: 60_000 });
    });
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
