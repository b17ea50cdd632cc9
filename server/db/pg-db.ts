import { Pool, types, type PoolClient } from 'pg';
import type { Db, Queryable } from './db';
import type { FatalHandler } from './fatal';
import { PgListener } from './pg-listener';

const INT8_OID = 20;
/** int8 as bigint (pg's default is a string), like the PGlite adapter; other types as pg parses them. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => BigInt(value) : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};
/** A pool that cannot reach Postgres fails the request instead of queueing it forever. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Each parameterised statement is a named prepared statement: every connection parses and plans
 * it once and then only binds and executes it (an order runs about ten, some large CTEs).
 * Statements without parameters stay unnamed: scripts and one-off DDL.
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) statementNames.set(sql, (name = `s${statementNames.size + 1}`));
  return name;
}

function wrap(client: Pool | PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(params.length > 0 ? { name: statementName(sql), text: sql, values: [...params] } : { text: sql, values: [] })).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Called once when the listening connection cannot come back (see PgListener). */
  onFatal?: FatalHandler;
}

/** A Postgres server through a pg Pool; each transaction holds one pooled connection. */
export async function openPostgresDb(connectionString: string, maxConnections = 10, { onFatal }: PostgresOptions = {}): Promise<Db> {
  const pool = new Pool({ connectionString, max: maxConnections, types: typeParsers, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client's network error (or pg_terminate_backend) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor on a checked-out client: pg-pool's listener is only there while the client is idle in the
  // pool (https://github.com/brianc/node-postgres/issues/3083), and pool.query's own
  // hand-offs left gaps under pg_terminate_backend too. Queries in flight still reject.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('SELECT 1');
  // Created on first listen: processes that never stream (admin commands) open no extra connection.
  let listener: PgListener | null = null;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: a killed connection would emit an
      // unhandled 'error' and end the process. Note it instead; the query in flight rejects anyway.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        client.removeListener('error', onError);
        // Released with an error, the pool destroys the connection instead of handing it out again.
        client.release(broken);
      }
    },
    listen(channel, handler, onResume) {
      listener ??= new PgListener(connectionString, onFatal);
      return listener.listen(channel, handler, onResume);
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}
