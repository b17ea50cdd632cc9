import type { Client } from 'pg';
import type { Db } from '../db/db';

/** Tagged so operators (and tests) can find the probe's connection in pg_stat_activity. */
export const PROBE_APPLICATION_NAME = 'sendswin-readiness';

export interface ReadinessProbe {
  /** Resolves when the database answers `SELECT 1` within timeoutMs; rejects with the reason. */
  check(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * On Postgres the probe has a connection of its own. Through the pool, a check would queue behind
 * the requests of a busy moment (thousands of streams opening), miss its timeout on every instance
 * at once, and the balancer would take them all out: an outage made by the check. Its own
 * connection asks only "does the database answer", and is dropped and reopened after a failure.
 */
class PostgresProbe implements ReadinessProbe {
  private client: Promise<Client> | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async check(timeoutMs: number): Promise<void> {
    if (this.closed) throw new Error('the probe is closed');
    this.client ??= this.connect(timeoutMs);
    const client = this.client;
    try {
      await withTimeout(client.then((c) => c.query('SELECT 1')), timeoutMs);
    } catch (error) {
      // A stalled or broken connection is not reused: the next check opens a fresh one.
      if (this.client === client) this.client = null;
      void client.then((c) => c.end()).catch(() => {});
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.then((c) => c.end()).catch(() => {});
  }

  private async connect(timeoutMs: number): Promise<Client> {
    // pg loads with the first check on Postgres, not at every start (docs/performance.md, "Start-up").
    const { Client } = await import('pg');
    const client = new Client({ connectionString: this.connectionString, connectionTimeoutMillis: timeoutMs, application_name: PROBE_APPLICATION_NAME });
    // A dropped connection must not crash the process; the next check reconnects.
    client.on('error', () => {});
    await client.connect();
    return client;
  }
}

/** PGlite is one in-process connection: asking it is the check. */
class SharedProbe implements ReadinessProbe {
  constructor(private readonly db: Db) {}

  async check(timeoutMs: number): Promise<void> {
    await withTimeout(this.db.query('SELECT 1'), timeoutMs);
  }

  async close(): Promise<void> {}
}

export function readinessProbe(db: Db, databaseUrl: string | undefined): ReadinessProbe {
  return db.kind === 'postgres' && databaseUrl ? new PostgresProbe(databaseUrl) : new SharedProbe(db);
}
