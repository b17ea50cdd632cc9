import { Pool, types, type PoolClient, type QueryResult } from 'pg';
import type { Db, Queryable } from './db';
import type { FatalHandler } from './fatal';
import { inlineParams } from './inline-params';
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

/**
 * The statements that ride with BEGIN or COMMIT in one simple-protocol message: prepared with
 * PREPARE once per connection (its own round trip, the first time), then sent as EXECUTE with
 * their parameters inlined, so Postgres parses and plans them once per connection instead of once
 * per order (docs/performance.md, "Where an order's time goes"). Names apart from the driver's
 * protocol-level ones (`s<n>`): both live in one namespace per connection.
 */
const simpleNames = new Map<string, string>();
const preparedOn = new WeakMap<PoolClient, Set<string>>();

async function executable(client: PoolClient, sql: string, params: readonly unknown[]): Promise<string> {
  if (params.length === 0) return sql;
  let name = simpleNames.get(sql);
  if (name === undefined) simpleNames.set(sql, (name = `q${simpleNames.size + 1}`));
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    await client.query(`PREPARE ${name} AS ${sql}`);
    prepared.add(name);
  }
  return `EXECUTE ${name}(${inlineParams(params.map((_, i) => `$${i + 1}`).join(', '), params)})`;
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

/** The rows of a simple query's last statement (several statements answer with one result each). */
function lastRows<T>(results: QueryResult | QueryResult[]): T[] {
  const last = Array.isArray(results) ? results[results.length - 1] : results;
  if (!last) throw new Error('a statement with its BEGIN answered without its rows');
  return last.rows as T[];
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
    async transaction(fn, { beginWithFirstStatement = false } = {}) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: a killed connection would emit an
      // unhandled 'error' and end the process. Note it instead; the query in flight rejects anyway.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      // 'unsent': BEGIN waits to ride with the first statement; 'ended': committed with the last.
      let state: 'unsent' | 'open' | 'ended' = beginWithFirstStatement ? 'unsent' : 'open';
      const plain = wrap(client);
      const tx: Queryable = {
        query: async <T>(sql: string, params: readonly unknown[] = []) => {
          if (state === 'ended') throw new Error('a statement after the transaction committed');
          if (state === 'open') return plain.query<T>(sql, params);
          // Several statements in one message: the simple protocol, parameters inlined.
          const statement = await executable(client, sql, params);
          state = 'open';
          return lastRows<T>(await client.query(`BEGIN; ${statement}`));
        },
        exec: async (sql: string) => {
          if (state === 'ended') throw new Error('a statement after the transaction committed');
          if (state === 'unsent') await client.query('BEGIN');
          state = 'open';
          await plain.exec(sql);
        },
        queryAndCommit: async <T>(sql: string, params: readonly unknown[]) => {
          if (state === 'ended') throw new Error('a statement after the transaction committed');
          const begin = state === 'unsent' ? 'BEGIN; ' : '';
          const executed = await executable(client, sql, params);
          state = 'ended';
          // An error in the statement skips the COMMIT after it (the rest of a simple query is
          // abandoned) and leaves the transaction aborted: the catch below rolls it back. The
          // answer comes after the COMMIT's: what it returns is durable.
          const results = (await client.query(`${begin}${executed}; COMMIT`)) as unknown as QueryResult[];
          const statement = results[results.length - 2];
          if (!statement) throw new Error('a statement with its COMMIT answered without its rows');
          return statement.rows as T[];
        },
        queryEachAndCommit: async <T>(statements: readonly { sql: string; params: readonly unknown[] }[]) => {
          if (state !== 'unsent') throw new Error('queryEachAndCommit sends the whole transaction: nothing may be sent before it');
          const executed: string[] = [];
          for (const { sql, params } of statements) executed.push(await executable(client, sql, params));
          state = 'ended';
          // As queryAndCommit: an error skips the rest of the message, COMMIT included, and the
          // catch below rolls back. One result per statement between BEGIN's and COMMIT's.
          const results = (await client.query(`BEGIN; ${executed.join('; ')}; COMMIT`)) as unknown as QueryResult[];
          if (results.length !== statements.length + 2) throw new Error(`${statements.length} statements answered with ${results.length - 2} results`);
          return results.slice(1, -1).map((result) => result.rows as T[]);
        },
      };
      try {
        if (state === 'open') await client.query('BEGIN');
        const result = await fn(tx);
        if (state === 'open') await client.query('COMMIT');
        return result;
      } catch (error) {
        // Nothing sent, nothing to roll back; after a failed COMMIT message the ROLLBACK only warns.
        if (state !== 'unsent') {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken ??= rollbackError;
          });
        }
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
