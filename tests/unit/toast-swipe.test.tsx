import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDismissingSwipe } from '../../src/app/toasts/swipe';
import { Toaster } from '../../src/app/toasts/Toaster';
import { showToast } from '../../src/lib/toast';

// jsdom reports a hidden page unless told otherwise; the timer would never run.
let hidden: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderToast(duration = 60_000) {
  render(<Toaster />);
  act(() => {
    showToast('New WIN order ID 1 option Odd', { variant: 'success', duration });
  });
  return document.querySelector('.toast__message') as HTMLElement;
}

/** A horizontal drag of `dx` px over `ms` ms on the toast. */
function swipe(target: HTMLElement, dx: number, ms: number) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 100 });
  act(() => vi.advanceTimersByTime(ms));
  fireEvent.pointerMove(target, { pointerId: 1, clientX: 100 + dx });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: 100 + dx });
}

const swipeLayer = (text: HTMLElement) => text.closest('.toast__swipe') as HTMLElement;
const isLeaving = (text: HTMLElement) => swipeLayer(text).style.opacity === '0';

describe('swipe thresholds', () => {
  it('dismisses at 45 px or faster than 0.11 px/ms', () => {
    expect(isDismissingSwipe(44, 1000)).toBe(false);
    expect(isDismissingSwipe(45, 1000)).toBe(true);
    expect(isDismissingSwipe(-45, 1000)).toBe(true);
    expect(isDismissingSwipe(20, 100)).toBe(true); // 0.2 px/ms
    expect(isDismissingSwipe(11, 100)).toBe(false); // 0.11 px/ms is not faster
    expect(isDismissingSwipe(3, 5)).toBe(false); // a shaky tap
  });

  it('keeps a toast swiped 44 px slowly', () => {
    const toast = renderToast();
    swipe(swipeLayer(toast), 44, 1000);
    expect(isLeaving(toast)).toBe(false);
    expect(swipeLayer(toast).style.transform).toBe('');
  });

  it('dismisses a toast swiped 45 px', () => {
    const toast = renderToast();
    swipe(swipeLayer(toast), 45, 1000);
    expect(isLeaving(toast)).toBe(true);
    for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(/New WIN/)).toBeNull();
  });

  it('dismisses a toast flicked 20 px in 100 ms', () => {
    const toast = renderToast();
    swipe(swipeLayer(toast), -20, 100);
    expect(isLeaving(toast)).toBe(true);
  });
});

describe('toast timer', () => {
  const hideAfter = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  /** notistack's exit is a chain of transitions, each on its own timeout. */
  const settle = () => {
    for (let step = 0; step < 10; step += 1) hideAfter(100);
  };

  it('hides after its duration', () => {
    renderToast(5000);
    hideAfter(4000);
    expect(screen.getByText(/New WIN/)).toBeInTheDocument();
    hideAfter(1000);
    settle();
    expect(screen.queryByText(/New WIN/)).toBeNull();
  });

  it('pauses while hovered and resumes with the time left', () => {
    const toast = renderToast(5000);
    hideAfter(3000);
    fireEvent.mouseEnter(toast.closest('.toast') as HTMLElement);
    hideAfter(60_000);
    expect(screen.getByText(/New WIN/)).toBeInTheDocument();
    fireEvent.mouseLeave(toast.closest('.toast') as HTMLElement);
    hideAfter(1900);
    expect(screen.getByText(/New WIN/)).toBeInTheDocument();
    hideAfter(100);
    settle();
    expect(screen.queryByText(/New WIN/)).toBeNull();
  });

  it('pauses while the page is hidden', () => {
    renderToast(5000);
    hidden.mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    hideAfter(60_000);
    expect(screen.getByText(/New WIN/)).toBeInTheDocument();
    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    hideAfter(5000);
    settle();
    expect(screen.queryByText(/New WIN/)).toBeNull();
  });

  it('pauses while focused', () => {
    const toast = renderToast(5000);
    fireEvent.focus(toast.closest('.toast') as HTMLElement);
    hideAfter(60_000);
    expect(screen.getByText(/New WIN/)).toBeInTheDocument();
  });
});

describe('toast card', () => {
  it('has a close button with an accessible name, and errors are alerts', () => {
    render(<Toaster />);
    act(() => {
      showToast('Order failed', { variant: 'error' });
      showToast('Saved', { variant: 'info' });
    });
    expect(screen.getByRole('alert', { name: 'Order failed' })).toBeInTheDocument();
    const saved = screen.getByRole('status', { name: 'Saved' });
    fireEvent.click(within(saved).getByRole('button', { name: 'Dismiss' }));
    for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Order failed')).toBeInTheDocument();
  });

  it('lasts 4000 ms unless told otherwise', () => {
    render(<Toaster />);
    act(() => showToast('Short', { variant: 'info' }));
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Short')).toBeInTheDocument();
    for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Short')).toBeNull();
  });

  it('does not stay paused after a tap on a touch screen (which also fires mouseenter)', () => {
    const toast = renderToast(5000);
    const card = toast.closest('.toast') as HTMLElement;
    fireEvent.pointerDown(swipeLayer(toast), { pointerId: 2, pointerType: 'touch', button: 0, clientX: 10 });
    fireEvent.pointerUp(swipeLayer(toast), { pointerId: 2, pointerType: 'touch', clientX: 10 });
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(5000));
    for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(/New WIN/)).toBeNull();
  });
});
