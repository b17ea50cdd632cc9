/** yieldToBrowser (src/lib/yield-to-browser.ts): the start's phases each end their task with it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('goes on in a later task, not in a microtask of this one', async () => {
    let continued = false;
    const done = yieldToBrowser().then(() => (continued = true));
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(continued).toBe(false);
    await done;
    expect(continued).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
