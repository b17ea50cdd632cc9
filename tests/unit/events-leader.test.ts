import { fakeApi, openEventStream } from './kit/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTelegramAuthorization } from '../../src/lib/session/credentials';
import { startTabClient, type TabClient } from '../../src/events/tab/tab-client';
import { fakeWebLocks } from './fake-web-locks';

/** Stream requests so far: whose signal is still open is a live stream. */
const streams: AbortSignal[] = [];
const live = () => streams.filter((signal) => !signal.aborted).length;
let visibility: DocumentVisibilityState = 'visible';
const clients: TabClient[] = [];

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  streams.length = 0;
  visibility = 'visible';
  setTelegramAuthorization('tma test');
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'locks', { configurable: true, value: fakeWebLocks().locks });
  fakeApi({
    'GET /notifications/sse': ({ signal }) => {
      if (signal) streams.push(signal);
      return openEventStream();
    },
  });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
  setTelegramAuthorization(null);
});

function openTabs(count: number) {
  const dispatches = Array.from({ length: count }, () => vi.fn());
  for (const dispatch of dispatches) clients.push(startTabClient('', dispatch));
  return dispatches;
}

describe('leader election without a service worker', () => {
  it('gives three tabs one stream, and every tab hears it', async () => {
    const dispatches = openTabs(3);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    for (const dispatch of dispatches) {
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ kind: 'status', holder: 'tab', state: 'open' })));
    }
    expect(live()).toBe(1);
  });

  it('hands the stream to the next tab when the leader closes', async () => {
    openTabs(2);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    clients.shift()?.stop(); // the first tab opened is the leader
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[0]?.aborted).toBe(true);
    expect(live()).toBe(1);
  });

  it('lets go while hidden and leads again when visible', async () => {
    openTabs(2);
    await vi.waitFor(() => expect(live()).toBe(1));
    setVisibility('hidden');
    await vi.waitFor(() => expect(live()).toBe(0));
    setVisibility('visible');
    await vi.waitFor(() => expect(live()).toBe(1));
  });
});
