/** lib/toast.ts: toasts wait for the lazily loaded toast area, in order, and are never shown twice. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachToastSink, openToastQueue, showToast } from '../../src/lib/toast';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
const track = (cleanup: () => void) => (cleanups.push(cleanup), cleanup);

describe('the toast facade', () => {
  it('shows the toasts raised before the sink attached once it does, in order', () => {
    track(openToastQueue());
    showToast('first', { variant: 'error' });
    showToast('second', { variant: 'success', duration: 60_000, preventDuplicate: true });
    const sink = vi.fn();
    track(attachToastSink(sink));
    expect(sink.mock.calls).toEqual([
      ['first', { variant: 'error' }],
      ['second', { variant: 'success', duration: 60_000, preventDuplicate: true }],
    ]);

    showToast('third');
    expect(sink.mock.calls.map(([message]) => message)).toEqual(['first', 'second', 'third']);
  });

  it('stops forwarding once detached, and queues for the next sink while the layout is up', () => {
    track(openToastQueue());
    const first = vi.fn();
    const detach = attachToastSink(first);
    detach();
    showToast('after detach');
    expect(first).not.toHaveBeenCalled();

    const second = vi.fn();
    track(attachToastSink(second));
    expect(second).toHaveBeenCalledExactlyOnceWith('after detach', undefined);
  });

  it('a stale detach leaves the newer sink attached', () => {
    const first = vi.fn();
    const detachFirst = attachToastSink(first);
    const second = vi.fn();
    track(attachToastSink(second));
    detachFirst();
    showToast('hello');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('hello', undefined);
  });

  it('drops toasts raised before the root layout opened the queue (the session gate has its own screens)', () => {
    showToast('too early');
    const closeQueue = openToastQueue();
    closeQueue();
    showToast('after the layout left');
    const sink = vi.fn();
    track(attachToastSink(sink));
    expect(sink).not.toHaveBeenCalled();
  });
});
