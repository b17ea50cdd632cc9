/**
 * The stream's resume point in IndexedDB (src/events/core/last-id-store.ts), on fake-indexeddb's
 * implementation of the standard: what the holder stores as a stream opens, what a new holder
 * reads, and what a logout clears.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { idbLastIdStore } from '../../src/events/core/last-id-store';
import { openUpstream } from '../../src/events/core/upstream';
import { fakeNetwork, sseResponse } from './events-sse-fakes';

// One browser profile for the file: the store keeps its database handle.
beforeAll(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => idbLastIdStore.clear());

it('keeps the newest id: an older write (a holder handing over) never wins', async () => {
  await idbLastIdStore.set('41');
  await Promise.all([idbLastIdStore.set('45'), idbLastIdStore.set('43')]);
  expect(await idbLastIdStore.get()).toBe('45');
  await idbLastIdStore.set('9');
  expect(await idbLastIdStore.get()).toBe('45');
});

it('logout clears it: the next player starts from their own resume point', async () => {
  await idbLastIdStore.set('12');
  await idbLastIdStore.clear();
  expect(await idbLastIdStore.get()).toBeUndefined();
});

it('a holder stores the resume point the stream opens with, before any event; the next holder resumes from it', async () => {
  const first = fakeNetwork([() => sseResponse('retry: 3000\n\nid: 77\n\n')]);
  const holder = openUpstream({ url: '/sse', fetch: first.fetch, authorization: () => 'tma a', lastEventId: idbLastIdStore, onEvent: () => {} });
  await vi.waitFor(async () => expect(await idbLastIdStore.get()).toBe('77'));
  holder.stop();

  // A new holder (the next leader tab, a woken worker) reads it before its first request.
  const second = fakeNetwork([() => sseResponse('id: 77\n\n')]);
  const next = openUpstream({ url: '/sse', fetch: second.fetch, authorization: () => 'tma a', lastEventId: idbLastIdStore, onEvent: () => {} });
  await vi.waitFor(() => expect(second.calls).toHaveLength(1));
  expect(second.calls[0]?.headers['last-event-id']).toBe('77');
  next.stop();
});
