/**
 * Where the holder of the stream (the service worker or the leader tab) keeps the id of the last
 * event it heard, or the resume point the server sends as a stream opens (`id:` with no data), so whoever holds the stream next, after a worker restart or a leader change,
 * resumes with Last-Event-ID and the server replays what nobody heard. IndexedDB through
 * idb-keyval, in a database of its own (not the app-storage settings), readable from the worker.
 */
import { createStore, del, get, update } from 'idb-keyval';
import { STORAGE_NAMES } from '../../contract/storage-names';

export interface LastIdStore {
  get(): Promise<string | undefined>;
  set(id: string): Promise<void>;
  /** Logout: the next player of this browser starts from their own resume point. */
  clear(): Promise<void>;
}

const KEY = 'last-event-id';
let store: ReturnType<typeof createStore> | undefined;
const eventsStore = () => (store ??= createStore(STORAGE_NAMES.eventsDb, 'stream'));

/** Ids only grow (the server numbers all events in one sequence), so an older write never wins. */
const newer = (stored: string | undefined, id: string) => (stored !== undefined && Number(stored) > Number(id) ? stored : id);

/** Async functions, so a browser without IndexedDB (some private modes) rejects instead of throwing. */
export const idbLastIdStore: LastIdStore = {
  get: async () => get<string>(KEY, eventsStore()),
  // Two holders may overlap for a moment (a handover); the read and the write are one transaction.
  set: async (id) => update<string>(KEY, (stored) => newer(stored, id), eventsStore()),
  clear: async () => del(KEY, eventsStore()),
};
