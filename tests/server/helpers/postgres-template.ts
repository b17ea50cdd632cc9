import { createHash, randomBytes } from 'node:crypto';
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

/**
 * The migrated template for `npm run mutate`, whose Postgres (started once by scripts/mutate.mjs)
 * serves every area and both of an area's test runners: made once, never dropped while in use.
 * Named by the migrations' text, so a database of that name is complete; each caller that finds
 * none migrates a database of its own under a passing name and renames it, and a caller that
 * loses that race drops its own. Nobody connects to the template once it has its name, as
 * Postgres copies a template only while nobody is connected to it. Returns its name.
 */
export async function ensureMigratedTemplate(adminUrl: string): Promise<string> {
  const migrations = listMigrations();
  const name = `sendswin_migrated_${createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12)}`;
  const exists = async (): Promise<boolean> => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await client.end();
    }
  };
  if (await exists()) return name;
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${partial}`);
  const url = new URL(adminUrl);
  url.pathname = `/${partial}`;
  const db = await openPostgresDb(url.toString(), 2);
  try {
    await migrate(db, migrations);
  } finally {
    await db.close();
  }
  try {
    await adminQuery(adminUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    if (!(await exists())) throw error;
  }
  return name;
}
