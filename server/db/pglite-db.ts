import { PGlite, types } from '@electric-sql/pglite';
import { CHANNEL_NAME, type Db, type Queryable } from './db';

/** int8 as bigint (PGlite's default is a lossy number), like the pg adapter. */
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

/**
 * The embedded database: Postgres compiled to WASM, one connection, files in dataDir (in memory
 * when dataDir is undefined). PGlite runs one transaction at a time, so transactions serialise.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, { parsers });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
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
