import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelMessage } from '../../src/contract/event-channel';
import { RELAY_HEARTBEAT_MS, startRelay } from '../../src/events/core/relay';
import { MIN_RETRY_MS, openUpstream, type UpstreamOptions } from '../../src/events/core/upstream';
import { fakeNetwork, gameData, memoryStore, sseResponse } from './events-sse-fakes';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function start(queue: Array<() => Response>, overrides: Partial<UpstreamOptions> = {}) {
  const network = fakeNetwork(queue);
  const events: string[] = [];
  const states: string[] = [];
  const store = memoryStore();
  const upstream = openUpstream({
    url: '/api/v1/notifications/sse',
    fetch: network.fetch,
    authorization: () => 'tma abc',
    lastEventId: store,
    onEvent: (id, event) => events.push(`${id}:${event.type}`),
    onState: (state) => states.push(state),
    random: () => 1, // the top of the jitter range: delays are exact
    ...overrides,
  });
  return { ...network, events, states, store, upstream };
}

/** Lets the stream's promises run, then moves the clock. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('upstream event stream', () => {
  it('reconnects 3000 ms after a normal close, then after the interval the server sets', async () => {
    const s = start([() => sseResponse(`id: 1\ndata: ${gameData('a')}\n\n`), () => sseResponse('retry: 5000\n\n')]);
    await advance(0);
    expect(s.calls).toHaveLength(1);
    expect(s.events).toEqual(['1:new_game']);
    await advance(2999);
    expect(s.calls).toHaveLength(1);
    await advance(1);
    expect(s.calls).toHaveLength(2);
    await advance(4999);
    expect(s.calls).toHaveLength(2);
    await advance(1);
    expect(s.calls).toHaveLength(3);
    expect(s.states).toEqual(['open', 'reconnecting', 'open', 'reconnecting', 'open']);
    s.upstream.stop();
  });

  it('sends Last-Event-ID: the stored one first, then the last one heard', async () => {
    const store = memoryStore('7');
    const s = start([() => sseResponse(`id: 8\ndata: ${gameData('a')}\n\n: ping\n\n`)], { lastEventId: store });
    await advance(0);
    expect(s.calls[0]?.headers['last-event-id']).toBe('7');
    expect(s.calls[0]?.headers.authorization).toBe('tma abc');
    await advance(3000);
    expect(s.calls[1]?.headers['last-event-id']).toBe('8');
    expect(store.value).toBe('8');
    s.upstream.stop();
  });

  it('stops for good on 204', async () => {
    const s = start([() => new Response(null, { status: 204 })]);
    await advance(60_000);
    expect(s.calls).toHaveLength(1);
    expect(s.states).toEqual(['stopped']);
  });

  it('retries a 500 and a wrong content type with a growing, capped backoff', async () => {
    const s = start([
      () => sseResponse('oops', { status: 500, contentType: 'application/json' }),
      () => sseResponse('<html>', { contentType: 'text/html' }),
      () => sseResponse('oops', { status: 502 }),
    ]);
    await advance(0);
    await advance(3000); // 1st failure: the retry interval
    await advance(6000); // 2nd: twice that
    await advance(12_000); // 3rd: four times
    const gaps = s.calls.slice(1).map((call, i) => call.at - (s.calls[i]?.at ?? 0));
    expect(gaps).toEqual([3000, 6000, 12_000]);
    expect(s.states.at(-1)).toBe('open');
    s.upstream.stop();
  });

  it('tells a network error (no answer) apart from a refused status', async () => {
    const onNetworkError = vi.fn();
    const s = start([() => sseResponse('oops', { status: 500 }), () => sseResponse('')], { onNetworkError });
    await advance(0);
    expect(onNetworkError).not.toHaveBeenCalled(); // a 500 is an answer: the server is there
    s.upstream.stop();

    const lost = openUpstream({
      url: '/sse',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      authorization: () => 'tma abc',
      lastEventId: memoryStore(),
      onEvent: () => {},
      onNetworkError,
    });
    await advance(0);
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    lost.stop();
  });

  it('never waits more than the cap, with jitter below it', async () => {
    const { backoffDelay } = await import('../../src/events/core/backoff');
    expect(backoffDelay(20, 3000, () => 1)).toBe(60_000);
    expect(backoffDelay(3, 3000, () => 0)).toBe(6000);
  });

  it('skips malformed messages with a warning and delivers the next one', async () => {
    const text = [
      'data: not json\n\n',
      `id: 2\ndata: {"type":"bogus","data":{}}\n\n`,
      `id: 3\ndata: {"type":"new_game","data":{"orderId":"x"}}\n\n`,
      `id: 4\ndata: ${gameData('b')}\n\n`,
    ].join('');
    const s = start([() => sseResponse(text)]);
    await advance(0);
    expect(s.events).toEqual(['4:new_game']);
    expect(console.warn).toHaveBeenCalledTimes(3);
    s.upstream.stop();
  });

  it('does not stream without credentials', async () => {
    const s = start([], { authorization: () => null });
    await advance(10_000);
    expect(s.calls).toHaveLength(0);
    expect(s.states).toEqual(['stopped']);
  });

  it('never spins on a stream that closes at once, whatever retry the server sets', async () => {
    const s = start([() => sseResponse('retry: 0\n\n'), () => sseResponse('')]);
    await advance(0);
    await advance(MIN_RETRY_MS - 1);
    expect(s.calls).toHaveLength(1);
    await advance(1);
    expect(s.calls).toHaveLength(2);
    s.upstream.stop();
  });

  it('stops at a 401 when no other credential is left: one request, never a retry loop', async () => {
    const refused: string[] = [];
    const s = start([() => sseResponse('{}', { status: 401, contentType: 'application/json' })], {
      onUnauthorized: (authorization) => {
        refused.push(authorization);
        return false;
      },
    });
    await advance(0);
    await s.upstream.done;
    expect(refused).toEqual(['tma abc']);
    expect(s.states).toEqual(['stopped']);
    await advance(10 * 60_000);
    expect(s.calls).toHaveLength(1);
  });

  it('after a 401, goes on with the next credential when one is left', async () => {
    let current = 'Bearer revoked';
    const s = start([() => sseResponse('{}', { status: 401, contentType: 'application/json' })], {
      authorization: () => current,
      onUnauthorized: () => {
        current = 'tma fresh';
        return true;
      },
    });
    await advance(0);
    expect(s.states).toEqual(['reconnecting']);
    await advance(3000);
    expect(s.calls.map((call) => call.headers.authorization)).toEqual(['Bearer revoked', 'tma fresh']);
    expect(s.states.at(-1)).toBe('open');
    s.upstream.stop();
  });

  it('stores the resume point the server sends before any event, and reconnects from it', async () => {
    const s = start([() => sseResponse('retry: 3000\n\nid: 42\n\n'), () => sseResponse('id: 42\n\n')]);
    await advance(0);
    expect(s.store.value).toBe('42');
    expect(s.events).toEqual([]);
    await advance(3000);
    expect(s.calls[1]?.headers['last-event-id']).toBe('42');
    s.upstream.stop();
  });

  it('skips an event without an id (it could not be deduplicated) and survives a failing consumer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = `data: ${gameData('no-id')}\n\nid: 5\ndata: ${gameData('boom')}\n\nid: 6\ndata: ${gameData('after')}\n\n`;
    const events: string[] = [];
    const s = start([() => sseResponse(text)], {
      onEvent: (id) => {
        if (id === '5') throw new Error('consumer bug');
        events.push(id);
      },
    });
    await advance(0);
    expect(events).toEqual(['6']);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(s.states).toEqual(['open', 'reconnecting']); // the normal close, not an error
    s.upstream.stop();
  });

  it('ends quietly on stop(): no "stopped" state, no more requests', async () => {
    const s = start([]);
    await advance(0);
    s.upstream.stop();
    await s.upstream.done;
    await advance(60_000);
    expect(s.calls).toHaveLength(1);
    expect(s.states).toEqual(['open']);
  });
});

describe('relay', () => {
  it('posts events, states and heartbeats (each server ping, and every 15 s) on the channel', async () => {
    const network = fakeNetwork([() => sseResponse(`id: 1\ndata: ${gameData('a')}\n\n: ping\n\n`)]);
    const posted: ChannelMessage[] = [];
    const relay = startRelay({
      holder: 'sw',
      post: (message) => posted.push(message),
      url: '/sse',
      fetch: network.fetch,
      authorization: () => 'tma abc',
      lastEventId: memoryStore(),
    });
    await advance(0);
    expect(posted.map((m) => (m.kind === 'event' ? `event ${m.id}` : m.kind === 'status' ? m.state : m.kind))).toEqual([
      'open',
      'event 1',
      'heartbeat',
      'reconnecting',
    ]);
    posted.length = 0;
    await advance(RELAY_HEARTBEAT_MS);
    expect(posted.some((m) => m.kind === 'heartbeat' && m.holder === 'sw')).toBe(true);
    relay.stop();
    posted.length = 0;
    await advance(RELAY_HEARTBEAT_MS * 2);
    expect(posted).toEqual([]);
  });

  it('posts `unreachable` when the stream fails without an answer, so tabs mark themselves offline', async () => {
    const posted: ChannelMessage[] = [];
    const relay = startRelay({
      holder: 'sw',
      post: (message) => posted.push(message),
      url: '/sse',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      authorization: () => 'tma abc',
      lastEventId: memoryStore(),
    });
    await advance(0);
    expect(posted.filter((m) => m.kind === 'unreachable')).toEqual([{ kind: 'unreachable', holder: 'sw', at: expect.any(Number) }]);
    relay.stop();
  });
});
