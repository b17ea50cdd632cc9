/**
 * Where the settings live: IndexedDB through idb-keyval (docs/offline.md), or memory when
 * IndexedDB is missing or broken. One small interface so the store and its tests can swap them.
 */
import { createStore, promisifyRequest } from 'idb-keyval';
import { STORAGE_NAMES } from '../contract/storage-names';

export interface StorageAdapter {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
}

/** The database and object store of the settings; both named after the spec's `app-storage`. */
const DB_NAME = STORAGE_NAMES.settingsDb;
const STORE_NAME = 'keyval';

export function idbAdapter(): StorageAdapter {
  // idb-keyval opens the database on first use; `async` turns a synchronous throw (no
  // `indexedDB` at all, as in some privacy modes) into a rejection the store can handle.
  // The custom-store form of get/set (idb-keyval's docs/custom-stores.md): plain get/set would
  // also bundle their default `keyval-store` database, which the app never uses.
  const store = createStore(DB_NAME, STORE_NAME);
  return {
    read: async (key) => store('readonly', (objects) => promisifyRequest(objects.get(key))),
    write: async (key, value) =>
      store('readwrite', (objects) => {
        objects.put(value, key);
        return promisifyRequest(objects.transaction);
      }),
  };
}

/** Values are copied on the way in and out, as IndexedDB's structured clone does. */
export function memoryAdapter(initial: Record<string, unknown> = {}): StorageAdapter {
  const values = new Map(Object.entries(initial).map(([key, value]) => [key, structuredClone(value)]));
  return {
    read: async (key) => structuredClone(values.get(key)),
    write: async (key, value) => void values.set(key, structuredClone(value)),
  };
}
