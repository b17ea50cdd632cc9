import { fakeApi, openEventStream, type FakeHandler } from './kit/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNEL_NAME, SILENCE_FALLBACK_MS, type ChannelMessage } from '../../src/contract/event-channel';
import { setTelegramAuthorization } from '../../src/lib/session/credentials';
import { startTabClient, type TabClient } from '../../src/events/tab/tab-client';
import { reachability } from '../../src/lib/app-reachability';

const signals: AbortSignal[] = [];
const worker = { postMessage: vi.fn() };
let client: TabClient | undefined;
/** The event stream's edge: it opens and stays open; each request's signal is kept. */
const stream: FakeHandler = ({ signal }) => {
  if (signal) signals.push(signal);
  return openEventStream();
};

function stubServiceWorker(controller: typeof worker | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  signals.length = 0;
  worker.postMessage.mockClear();
  setTelegramAuthorization('tma test');
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  fakeApi({ 'GET /notifications/sse': stream });
});
afterEach(() => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setTelegramAuthorization(null);
});

describe('a tab of the event channel', () => {
  it("marks the app offline when the worker's stream fails without an answer and so does the probe", async () => {
    stubServiceWorker(worker);
    fakeApi({
      'GET /notifications/sse': stream,
      'GET /healthz': () => {
        throw new TypeError('Failed to fetch'); // the probe meets no network
      },
    });
    client = startTabClient('', vi.fn());
    expect(reachability.isOnline()).toBe(true);
    const sw = new BroadcastChannel(EVENT_CHANNEL_NAME);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    sw.postMessage({ kind: 'unreachable', holder: 'sw', at: Date.now() } satisfies ChannelMessage);
    await vi.waitFor(() => expect(reachability.isOnline()).toBe(false));
    sw.close();
  });

  it('back online, asks the worker to reconnect a stream that is not open, and leaves an open one alone', async () => {
    stubServiceWorker(worker);
    const dispatch = vi.fn();
    client = startTabClient('', dispatch);
    const sw = new BroadcastChannel(EVENT_CHANNEL_NAME);
    const hearStatus = async (state: 'open' | 'reconnecting') => {
      const message = { kind: 'status', holder: 'sw', state, at: Date.now() } satisfies ChannelMessage;
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      sw.postMessage(message);
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith(message));
    };
    const reconnects = () => worker.postMessage.mock.calls.filter(([message]) => (message as { kind: string }).kind === 'reconnect');
    const dropAndComeBack = () => {
      reachability.reportNetworkError();
      reachability.reportAnswer();
    };

    await hearStatus('open');
    dropAndComeBack();
    expect(reconnects()).toHaveLength(0);

    await hearStatus('reconnecting');
    dropAndComeBack();
    expect(reconnects()).toEqual([[{ kind: 'reconnect', authorization: 'tma test', apiBase: '' }]]);
    sw.close();
  });

  it('pings a controlling worker with its credentials instead of streaming', async () => {
    stubServiceWorker(worker);
    client = startTabClient('', vi.fn());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(worker.postMessage).toHaveBeenCalledWith({ kind: 'keepalive', authorization: 'tma test', apiBase: '' });
    expect(worker.postMessage).toHaveBeenCalledTimes(2); // at start, then every 20 s
    expect(signals).toHaveLength(0);
  });

  it('streams itself after 45 s of silence, and stops when the worker is heard again', async () => {
    stubServiceWorker(worker);
    client = startTabClient('', vi.fn());
    await vi.advanceTimersByTimeAsync(SILENCE_FALLBACK_MS - 5000);
    expect(signals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signals).toHaveLength(1);

    const sw = new BroadcastChannel(EVENT_CHANNEL_NAME);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    sw.postMessage({ kind: 'heartbeat', holder: 'sw', at: Date.now() } satisfies ChannelMessage);
    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true));
    sw.close();
  });

  it('without a worker or Web Locks, streams for itself while visible and delivers to itself', async () => {
    stubServiceWorker(null);
    const dispatch = vi.fn();
    client = startTabClient('', dispatch);
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ kind: 'status', state: 'open' }));
  });

  it('without a controller, lets the worker it hears on the channel hold the stream (a tab the worker never claimed)', async () => {
    stubServiceWorker(null);
    client = startTabClient('', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1); // nobody heard yet: it streams for itself

    const sw = new BroadcastChannel(EVENT_CHANNEL_NAME);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    sw.postMessage({ kind: 'heartbeat', holder: 'sw', at: Date.now() } satisfies ChannelMessage);
    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await vi.advanceTimersByTimeAsync(SILENCE_FALLBACK_MS - 5000);
    expect(signals).toHaveLength(1);

    // The worker falls silent (its last controlled tab closed): this tab streams again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    sw.close();
  });
});
