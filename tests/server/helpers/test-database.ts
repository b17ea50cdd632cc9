import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { checkBooks } from '../../../server/books/books-check';
import type { Db, Queryable } from '../../../server/db/db';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { openPgliteDb } from '../../../server/db/pglite-db';
import { openPostgresDb } from '../../../server/db/pg-db';
import { openMigratedPglite } from './pglite-snapshot';

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

/** Every migration, not an older schema a test starts from. */
export function allMigrations(migrations: ReturnType<typeof listMigrations>): boolean {
  const all = listMigrations();
  return migrations.length === all.length && migrations.every((migration, index) => migration.version === all[index]?.version);
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database in the test Postgres cluster.
 * `migrations` (default: all) lets a test start from an older schema and migrate later. With all
 * of them, PGlite loads a migrated snapshot (pglite-snapshot.ts) and Postgres copies the run's
 * migrated template database (global-setup.ts): the same schema, without running 90 migrations
 * once per file (docs/testing.md, "Where the time goes").
 */
export async function openTestDatabase(kind: DbKind, adminUrl?: string | null, migrations = listMigrations()): Promise<TestDatabase> {
  const fromTemplate = allMigrations(migrations);
  if (kind === 'pglite') {
    const db = fromTemplate ? await openMigratedPglite() : await openPgliteDb();
    if (!fromTemplate) await migrate(db, migrations);
    return { db, dispose: () => db.close() };
  }
  if (!adminUrl) throw new Error('no Postgres cluster was provided by the global setup');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? inject('postgresTemplate') : null;
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString(), 20);
  if (!template) await migrate(db, migrations);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * What is wrong with the books (server/books/books-check.ts): a non-zero sum over all accounts, or
 * an account whose balance differs from its transfers. Must always be empty.
 */
export async function booksProblems(db: Db): Promise<string[]> {
  const { sumMicro, mismatches } = await checkBooks(db);
  return [
    ...(sumMicro === 0n ? [] : [`sum ${sumMicro}`]),
    ...mismatches.map((m) => `${m.account}: balance ${m.balanceMicro}, transfers ${m.transfersMicro}`),
  ];
}

/** A player's transfers in order, as (signed amount for the player, reason, reference). */
export async function playerTransfers(db: Queryable, userId: number): Promise<{ amount_micro: bigint; reason: string; reference: string }[]> {
  return db.query(
    `SELECT CASE WHEN to_account = $1 THEN amount_micro ELSE -amount_micro END AS amount_micro, reason, reference
     FROM transfers WHERE from_account = $1 OR to_account = $1 ORDER BY id`,
    [`player:${userId}`],
  );
}

/**
 * A fresh migrated database of `kind` for the enclosing describe: opened before its tests (on
 * Postgres, a database of its own in the run's server), disposed after them.
 */
export function databaseForSuite(kind: DbKind): { readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind, inject('postgresUrl'));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get database() {
      if (!database) throw new Error('the suite database is opened in beforeAll');
      return database;
    },
  };
}
