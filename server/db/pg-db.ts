import { Pool, types, type PoolClient } from 'pg';
import type { Db, Queryable } from './db';
import { PgListener } from './pg-listener';

const INT8_OID = 20;
/** int8 as bigint (pg's default is a string), like the PGlite adapter; other types as pg parses them. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => BigInt(value) : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

function wrap(client: Pool | PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query({ text: sql, values: [...params] })).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

/** A Postgres server through a pg Pool; each transaction holds one pooled connection. */
export async function openPostgresDb(connectionString: string, maxConnections = 10): Promise<Db> {
  const pool = new Pool({ connectionString, max: maxConnections, types: typeParsers });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  // Created on first listen: processes that never stream (admin commands) open no extra connection.
  let listener: PgListener | null = null;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, handler, onResume) {
      listener ??= new PgListener(connectionString);
      return listener.listen(channel, handler, onResume);
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}
