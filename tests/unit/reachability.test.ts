/** The reachability module (docs/offline.md) on fake timers, with a fake probe and memory. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReachability, PROBE_CAP_MS, PROBE_FIRST_MS, type Reachability } from '../../src/lib/reachability';

let device = true;
let answers: boolean[] = [];
let probe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
let memory: Map<string, string>;
let current: Reachability | null = null;

function start(): Reachability {
  current = createReachability({
    probe,
    memory: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    memoryKey: 'offline',
    deviceOnline: () => device,
  });
  return current;
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** When each probe ran, relative to the first, in ms. */
const probeTimes = (times: number[]) => times.map((at) => at - (times[0] ?? 0));

beforeEach(() => {
  vi.useFakeTimers();
  device = true;
  answers = [];
  memory = new Map();
  probe = vi.fn(async () => answers.shift() ?? false);
});
afterEach(() => {
  current?.stop();
  vi.useRealTimers();
});

describe('reachability', () => {
  it('is online at start when the device says so, and goes offline at once on a network error', () => {
    const reach = start();
    const heard = vi.fn();
    reach.subscribe(heard);
    expect(reach.isOnline()).toBe(true);
    expect(probe).not.toHaveBeenCalled();

    reach.reportNetworkError();
    expect(reach.isOnline()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(memory.get('offline')).toBe('offline'); // a reload in this tab starts offline
  });

  it('probes while offline with a doubling backoff capped at 30 s, and is online once the server answers', async () => {
    const reach = start();
    const at: number[] = [];
    probe.mockImplementation(async () => {
      at.push(Date.now());
      return at.length === 8;
    });
    reach.reportNetworkError();
    await advance(PROBE_FIRST_MS + 2000 + 4000 + 8000 + 16_000 + 30_000 + 30_000 + 30_000);
    expect(probeTimes(at)).toEqual([0, 2000, 6000, 14_000, 30_000, 60_000, 90_000, 120_000]);
    expect(PROBE_CAP_MS).toBe(30_000);
    expect(reach.isOnline()).toBe(true);
    expect(memory.has('offline')).toBe(false);

    await advance(PROBE_CAP_MS * 3);
    expect(probe).toHaveBeenCalledTimes(8); // online: no more probes
  });

  it('probes at once on `online`, focus and a page that becomes visible, and starts the backoff over', async () => {
    const reach = start();
    reach.reportNetworkError();
    await advance(PROBE_FIRST_MS + 2000 + 4000); // three failed probes: the next waits 8 s
    expect(probe).toHaveBeenCalledTimes(3);

    window.dispatchEvent(new Event('focus'));
    await advance(0);
    expect(probe).toHaveBeenCalledTimes(4);
    await advance(PROBE_FIRST_MS); // the backoff started over
    expect(probe).toHaveBeenCalledTimes(5);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(probe).toHaveBeenCalledTimes(6);

    answers = [true];
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(probe).toHaveBeenCalledTimes(7);
    expect(reach.isOnline()).toBe(true);
  });

  it('keeps the backoff growing on a link that flaps (the probe answers, the next call fails)', async () => {
    const reach = start();
    const at: number[] = [];
    probe.mockImplementation(async () => {
      at.push(Date.now());
      return true;
    });
    reach.reportNetworkError();
    for (const wait of [PROBE_FIRST_MS, 2000, 4000]) {
      await advance(wait);
      expect(reach.isOnline()).toBe(true);
      reach.reportNetworkError();
    }
    expect(probeTimes(at)).toEqual([0, 2000, 6000]);
    await advance(8000); // the fourth probe answers
    expect(at).toHaveLength(4);
    await advance(PROBE_CAP_MS + 1); // online long enough before the next failure: start over
    reach.reportNetworkError();
    await advance(PROBE_FIRST_MS);
    expect(at).toHaveLength(5);
  });

  it('after a stream failure, probes at once and goes offline only when the probe fails too', async () => {
    const reach = start();
    answers = [true, false];
    reach.reportStreamFailure(); // the stream alone is blocked: the server answers
    await advance(0);
    expect(reach.isOnline()).toBe(true);
    reach.reportStreamFailure();
    await advance(0);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reach.isOnline()).toBe(false);
  });

  it('runs one probe at a time', async () => {
    const reach = start();
    let answer: (value: boolean) => void = () => {};
    probe.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    reach.reportNetworkError();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await advance(PROBE_FIRST_MS * 10);
    expect(probe).toHaveBeenCalledTimes(1);
    answer(true);
    await advance(0);
    expect(reach.isOnline()).toBe(true);
  });

  it('starts offline in a tab that was offline (a reload, a navigation) and probes at once', async () => {
    memory.set('offline', 'offline');
    answers = [true];
    const reach = start();
    expect(reach.isOnline()).toBe(false);
    await advance(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reach.isOnline()).toBe(true);
  });

  it('believes a device that says it is offline, and an `offline` event', () => {
    const reach = start();
    device = false;
    expect(reach.isOnline()).toBe(false);
    device = true;
    window.dispatchEvent(new Event('offline'));
    expect(reach.isOnline()).toBe(false); // the device may say online again: the probe decides
  });

  it('takes any answer from the server (an HTTP error too) as reachable', () => {
    const reach = start();
    reach.reportNetworkError();
    reach.reportAnswer();
    expect(reach.isOnline()).toBe(true);
  });

  it('keeps working when the tab cannot store anything', () => {
    const reach = createReachability({
      probe,
      memory: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
        removeItem: () => {
          throw new Error('SecurityError');
        },
      },
      memoryKey: 'offline',
      deviceOnline: () => true,
    });
    current = reach;
    expect(reach.isOnline()).toBe(true);
    reach.reportNetworkError();
    expect(reach.isOnline()).toBe(false);
  });
});
