import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForStaleChunk } from '../../src/lib/stale-chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/HistoryScreen-old.js');

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Settles within a tick, or reports that it is still pending (the page is reloading). */
async function outcome(promise: Promise<never>): Promise<string> {
  return Promise.race([promise.then(() => 'resolved', (error: unknown) => `rejected: ${String(error)}`), new Promise<string>((r) => setTimeout(() => r('pending'), 10))]);
}

describe('a route chunk that fails to load', () => {
  it('reloads the page once and keeps the error screen away meanwhile', async () => {
    expect(await outcome(reloadOnceForStaleChunk(chunkError))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fails for real when it fails again right after that reload: the route error screen shows', async () => {
    void reloadOnceForStaleChunk(chunkError);
    expect(await outcome(reloadOnceForStaleChunk(chunkError))).toBe(`rejected: ${String(chunkError)}`);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, a minute on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    void reloadOnceForStaleChunk(chunkError);
    vi.setSystemTime(Date.now() + 61_000);
    void reloadOnceForStaleChunk(chunkError);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline: the page would become the browser offline page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(reloadOnceForStaleChunk(chunkError)).rejects.toBe(chunkError);
    expect(reload).not.toHaveBeenCalled();
  });
});
