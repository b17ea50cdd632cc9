import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { CHANNEL_NAME, type Db, type Queryable } from './db';
import { DurableNodeFS } from './durable-nodefs';
import { isFatalDbError, type FatalHandler } from './fatal';
import { createPgliteDataDir } from './pglite-initdb';
import { syncTree } from './sync-tree';

/** int8 as bigint (PGlite's default is a lossy number), like the pg adapter. */
export const PGLITE_PARSERS = { [types.INT8]: (value: string) => BigInt(value) };

/**
 * PGlite's start-up arguments with Postgres' fsync back on (PGlite passes `-F`, fsync off) and the
 * WAL flushed with fsync(): Emscripten's fdatasync() never reaches the disk, while fsync() goes to
 * DurableNodeFS. With synchronous_commit on (the default), COMMIT returns after the WAL is on disk.
 */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * Postgres' memory inside the WASM heap. The 128 MB default buffer pool is zeroed at start (every
 * page resident, ~130 MB of the process); the whole database of a busy server fits in a fraction
 * of 16 MB, and a page not in the pool is one read from the host's page cache. WAL buffers follow
 * (1/32 of it). Measured in docs/performance.md, "Server footprint".
 */
export const MEMORY_START_PARAMS = ['-c', 'shared_buffers=16MB'];

export interface PgliteOptions {
  /** Called once when the database fails for good (WASM abort, I/O error): nothing will work again. */
  onFatal?: FatalHandler;
}

/**
 * The embedded database: Postgres compiled to WASM, one connection, files in dataDir (in memory
 * when dataDir is undefined). PGlite runs one transaction at a time, so transactions serialise.
 * On disk, every commit is fsynced before it returns (docs/operations.md).
 */
export async function openPgliteDb(dataDir?: string, { onFatal }: PgliteOptions = {}): Promise<Db> {
  const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh) {
    await createPgliteDataDir(dataDir);
    // initdb's files are written by PGlite without fsync: flush them once, before the first commit counts.
    syncTree(dataDir);
  }
  const pg =
    dataDir === undefined
      ? await PGlite.create({ parsers: PGLITE_PARSERS, startParams: [...PGlite.defaultStartParams, ...MEMORY_START_PARAMS] })
      : await PGlite.create({ fs: new DurableNodeFS(dataDir), parsers: PGLITE_PARSERS, startParams: [...DURABLE_START_PARAMS, ...MEMORY_START_PARAMS] });
  return pgliteDb(pg, { onFatal });
}

/**
 * One call at a time, each after a turn of the event loop. PGlite runs every statement on this
 * thread, and the calls waiting for its one connection resume in promise callbacks: a backlog of
 * orders (200 at once in the bench's load) ran as one stretch in which the event loop never
 * turned. No socket was read, no timer ran: /healthz went unanswered for tens of seconds, the stall
 * watchdog killed the process after 10 s, and keep-alive sockets timed out and were closed with a
 * client's next request already in them (ECONNRESET). With a turn between calls, requests, timers
 * and health checks interleave with the queue (docs/performance.md, "Orders under load").
 */
export function turnTaking(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = last.then(() => nextTurn()).then(run);
    last = result.catch(() => {});
    return result;
  };
}

/** Our Db over an open PGlite (tests also open one from a snapshot: tests/server/helpers/pglite-snapshot.ts). */
export function pgliteDb(pg: PGlite, { onFatal }: PgliteOptions = {}): Db {
  let failed = false;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!failed && isFatalDbError(error)) {
        failed = true;
        onFatal?.(error as Error);
      }
      throw error;
    }
  };
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  const direct = wrap(pg);
  // PGlite serialises these anyway (a query waits for an open transaction): same order, with turns.
  const inTurn = turnTaking();
  return {
    kind: 'pglite',
    query: (sql, params) => guard(() => inTurn(() => direct.query(sql, params))),
    exec: (sql) => guard(() => inTurn(() => direct.exec(sql))),
    transaction: (fn) => guard(() => inTurn(() => pg.transaction((tx) => fn(wrap(tx))))),
    // In-process: the connection never drops, so onResume is never needed.
    listen: async (channel, handler) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      const unlisten = await pg.listen(channel, handler);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    close: () => pg.close(),
  };
}
