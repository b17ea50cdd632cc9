import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Db } from '../../../server/db/db';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { openPgliteDb } from '../../../server/db/pglite-db';
import { openPostgresDb } from '../../../server/db/pg-db';

export type DbKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Db;
  /** Postgres only: the database's URL, for a second connection or app on the same data. */
  url?: string;
  /** Closes the connection and, on Postgres, drops the file's database. */
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database in the test Postgres cluster.
 * `migrations` (default: all) lets a test start from an older schema and migrate later.
 */
export async function openTestDatabase(kind: DbKind, adminUrl?: string | null, migrations = listMigrations()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteDb();
    await migrate(db, migrations);
    return { db, dispose: () => db.close() };
  }
  if (!adminUrl) throw new Error('no Postgres cluster was provided by the global setup');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString(), 20);
  await migrate(db, migrations);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Users whose balance differs from the sum of their ledger rows (must always be none). */
export async function ledgerMismatches(db: Db): Promise<{ id: bigint; balance_micro: bigint; ledger_micro: bigint }[]> {
  return db.query(
    `SELECT u.id, u.balance_micro, COALESCE(l.total, 0)::bigint AS ledger_micro
     FROM users u LEFT JOIN (SELECT user_id, sum(amount_micro) AS total FROM ledger GROUP BY user_id) l ON l.user_id = u.id
     WHERE u.balance_micro <> COALESCE(l.total, 0)`,
  );
}
