import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

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
    close: () => pg.close(),
  };
}
