import { Client } from 'pg';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { openPostgresDb } from '../../../server/db/pg-db';

export const TEMPLATE_DATABASE = 'sendswin_migrated_template';

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
 * A database in the test cluster with every migration applied, to copy per test file. Created
 * once per run by the global setup; no connection to it stays open, since Postgres copies a
 * template only while nobody is connected to it. Returns its name.
 */
export async function createMigratedTemplate(adminUrl: string): Promise<string> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const db = await openPostgresDb(url.toString(), 2);
  try {
    await migrate(db, listMigrations());
  } finally {
    await db.close();
  }
  return TEMPLATE_DATABASE;
}
