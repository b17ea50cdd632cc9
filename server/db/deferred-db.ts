import type { Db } from './db';

/**
 * A Db whose connection is still opening (server/main.ts listens while PGlite starts): every call
 * waits for the open, then runs on the real one. `opened` rejects when the open fails.
 */
export interface DeferredDb extends Db {
  readonly opened: Promise<Db>;
  /** True once the open succeeded. */
  isOpen(): boolean;
}

export function deferredDb(kind: Db['kind'], opening: Promise<Db>): DeferredDb {
  let open = false;
  const opened = opening.then((db) => {
    open = true;
    return db;
  });
  // The caller handles a failed open (the server exits); calls made meanwhile reject with it.
  opened.catch(() => {});
  return {
    kind,
    opened,
    isOpen: () => open,
    query: async (sql, params) => (await opened).query(sql, params),
    exec: async (sql) => (await opened).exec(sql),
    transaction: async (fn, options) => (await opened).transaction(fn, options),
    listen: async (channel, handler, onResume) => (await opened).listen(channel, handler, onResume),
    close: async () => {
      const db = await opened.catch(() => null);
      await db?.close();
    },
  };
}
