import { onlineManager, QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/lib/query-client';
import { queryKeys } from '../../src/lib/query-keys';
import { createQueryPersister, persistOptions, shouldPersistQuery, startQueryPersistence } from '../../src/lib/query-persist';
import { PERSIST_STORAGE_KEY } from '../../src/lib/saved-query-cache';
import { sessionOwner } from '../../src/lib/session/session-owner';

/** A Storage that refuses (QuotaExceededError, as browsers do) any value longer than `limit`. */
function tinyStorage(limit: number): Storage & { attempts: number } {
  const items = new Map<string, string>();
  return {
    attempts: 0,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      this.attempts++;
      if (value.length > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const padding = 'x'.repeat(400); // each query's data is a bit over 400 characters

function clientWithHistoryMeAndCircles(): QueryClient {
  const client = new QueryClient();
  // Written in this order, so dataUpdatedAt grows: circles is the oldest, me the newest.
  client.setQueryData(queryKeys.circles(), [{ circleId: 1, padding }], { updatedAt: 1_000 });
  client.setQueryData(queryKeys.history(), { pages: [{ padding }], pageParams: [1] }, { updatedAt: 2_000 });
  client.setQueryData(queryKeys.me(), { id: 7, telegramFullName: 'Ada Lovelace', padding }, { updatedAt: 3_000 });
  client.setQueryData(queryKeys.seed(), { hash: 'not persisted' }, { updatedAt: 4_000 });
  return client;
}

/** Saves `client` the way the app does (the persister writes on a timer; 0 ms here). */
async function save(storage: Storage, client: QueryClient, owner = 'tg:1'): Promise<PersistedClient | null> {
  await persistQueryClientSave(persistOptions(client, owner, createQueryPersister(storage, 0)));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const text = storage.getItem(PERSIST_STORAGE_KEY);
  return text ? (JSON.parse(text) as PersistedClient) : null;
}

const persistedKeys = (client: PersistedClient | null) => client?.clientState.queries.map((q) => q.queryKey) ?? [];

afterEach(() => onlineManager.setOnline(true));

describe('the persisted query cache', () => {
  it('keeps only successful queries of the allow-list', async () => {
    const saved = await save(tinyStorage(1_000_000), clientWithHistoryMeAndCircles());
    expect(persistedKeys(saved)).toEqual([queryKeys.circles(), queryKeys.history(), queryKeys.me()]);
  });

  it('drops the oldest queries when the storage is full, keeps the newest, and never throws', async () => {
    // Room for two queries of the three: the whole cache less a bit more than one query.
    const whole = JSON.stringify(await save(tinyStorage(1_000_000), clientWithHistoryMeAndCircles())).length;
    const storage = tinyStorage(whole - 500);
    const saved = await save(storage, clientWithHistoryMeAndCircles());
    expect(storage.attempts).toBeGreaterThan(1);
    expect(persistedKeys(saved)).toEqual([queryKeys.history(), queryKeys.me()]);
  });

  it('gives up quietly when not even an empty cache fits', async () => {
    const saved = await save(tinyStorage(50), clientWithHistoryMeAndCircles());
    expect(saved).toBeNull();
  });

  it('leaves out failed queries', () => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: queryKeys.me() });
    query.setState({ status: 'error', error: new Error('offline') });
    expect(shouldPersistQuery(query)).toBe(false);
  });

  it('restores the saved queries into a new client, stale, and keeps them as long as the cache is good for', async () => {
    const storage = tinyStorage(1_000_000);
    await save(storage, clientWithHistoryMeAndCircles());
    const client = new QueryClient();
    await startQueryPersistence(client, { restore: true, options: persistOptions(client, 'tg:1', createQueryPersister(storage, 0)) });
    expect(client.getQueryData(queryKeys.me())).toMatchObject({ telegramFullName: 'Ada Lovelace' });
    expect(client.getQueryState(queryKeys.me())?.isInvalidated).toBe(true); // refetched once shown
    expect(client.getQueryCache().find({ queryKey: queryKeys.history() })?.gcTime).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
    expect(client.getQueryData(queryKeys.seed())).toBeUndefined();
  });

  it("drops another player's saved cache instead of showing it", async () => {
    const storage = tinyStorage(1_000_000);
    await save(storage, clientWithHistoryMeAndCircles(), 'tg:1');
    const client = new QueryClient();
    await startQueryPersistence(client, { restore: true, options: persistOptions(client, 'tg:2', createQueryPersister(storage, 0)) });
    expect(client.getQueryData(queryKeys.me())).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.getItem(PERSIST_STORAGE_KEY) ?? '').not.toContain('Ada Lovelace');
  });

  it('drops a corrupt saved cache and starts empty', async () => {
    const storage = tinyStorage(1_000_000);
    storage.setItem(PERSIST_STORAGE_KEY, '{not json');
    const client = new QueryClient();
    await startQueryPersistence(client, { restore: true, options: persistOptions(client, 'tg:1', createQueryPersister(storage, 0)) });
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(storage.getItem(PERSIST_STORAGE_KEY)).not.toBe('{not json');
  });

  it('saves what settled before saving started (a first visit)', async () => {
    const storage = tinyStorage(1_000_000);
    const client = clientWithHistoryMeAndCircles();
    await startQueryPersistence(client, { restore: false, options: persistOptions(client, 'tg:1', createQueryPersister(storage, 0)) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.getItem(PERSIST_STORAGE_KEY)).toContain('Ada Lovelace');
  });
});

describe('the owner of the saved cache', () => {
  const tma = (raw: string) => `tma ${btoa(raw)}`;

  it('is the Telegram user of the launch data, whatever else the launch data holds', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 42, first_name: 'Ada' }));
    expect(sessionOwner(tma(`query_id=a&user=${user}&auth_date=1&hash=x`))).toBe('tg:42');
    expect(sessionOwner(tma(`query_id=b&user=${user}&auth_date=2&hash=y`))).toBe('tg:42');
  });

  it('is a fingerprint of a login token, never the token, and nobody without credentials', () => {
    const owner = sessionOwner('Bearer secret.token.value');
    expect(owner).toMatch(/^token:/);
    expect(owner).not.toContain('secret');
    expect(sessionOwner('Bearer another.token')).not.toBe(owner);
    expect(sessionOwner(null)).toBe('none');
  });
});

describe("the app's query client offline", () => {
  it('pauses a mutation started offline and runs it, once, when the network is back', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: it resumes paused mutations when back online
    const send = vi.fn(async () => 'placed');
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    const result = mutation.execute(undefined);
    await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true));
    expect(send).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('placed');
    expect(send).toHaveBeenCalledTimes(1);
    client.unmount();
  });
});
