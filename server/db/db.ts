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
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls handler with each NOTIFY payload on channel (lower-case identifier) until the returned
   * function is called. onResume runs after a lost listening connection is back: notifications
   * sent meanwhile are gone, so the caller catches up from the table.
   */
  listen(channel: string, handler: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
