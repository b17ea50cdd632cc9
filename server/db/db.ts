/**
 * The thin database interface every repository speaks: PGlite (embedded, the default) and a pg
 * Pool (Postgres, to scale out) both implement it with the same SQL. bigint columns come back as
 * JS bigint in both adapters, timestamptz as Date.
 */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Only on a transaction's Queryable: runs the transaction's last statement and commits, on
   * Postgres with the COMMIT in the same round trip (server/db/pg-db.ts). A fixed statement: each
   * connection prepares it once and keeps it. A statement that might
   * leave something not to be committed must raise instead of returning it. Absent (a wrapper
   * without it): call `query` and let the transaction commit (`queryAndCommit` below).
   */
  queryAndCommit?<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /**
   * Only on a Postgres transaction opened with `beginWithFirstStatement` and nothing sent yet: runs
   * the statements, in order, as the whole transaction, BEGIN and COMMIT included, in ONE round
   * trip; each statement's rows. Fixed statements, as for queryAndCommit. Absent: run them one by
   * one and let the transaction commit (`queryEachAndCommit` below).
   */
  queryEachAndCommit?<T>(statements: readonly Statement[]): Promise<T[][]>;
}

/** A parameterised statement. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** The transaction's last statement, committed with it where the Queryable can (see above). */
export function queryAndCommit<T>(tx: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  return tx.queryAndCommit ? tx.queryAndCommit<T>(sql, params) : tx.query<T>(sql, params);
}

/** The transaction's statements, all of it in one round trip where the Queryable can (see above). */
export async function queryEachAndCommit<T>(tx: Queryable, statements: readonly Statement[]): Promise<T[][]> {
  if (tx.queryEachAndCommit) return tx.queryEachAndCommit<T>(statements);
  const rows: T[][] = [];
  for (const { sql, params } of statements) rows.push(await tx.query<T>(sql, params));
  return rows;
}

export interface TransactionOptions {
  /**
   * Postgres: BEGIN rides in the same round trip as the transaction's first statement (sent with
   * its parameters inlined, server/db/inline-params.ts), one round trip fewer. For transactions
   * whose first statement is a hot, fixed one (a batch's open_orders): each connection prepares
   * it once and keeps it, so a statement text made per call would pile up. PGlite ignores it.
   */
  beginWithFirstStatement?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls handler with each NOTIFY payload on channel (lower-case identifier) until the returned
   * function is called. onResume runs after a lost listening connection is back: notifications
   * sent meanwhile are gone, so the caller catches up from the table.
   */
  listen(channel: string, handler: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
