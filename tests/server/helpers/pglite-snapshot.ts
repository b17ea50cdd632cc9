import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from '../../../server/db/db';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { MEMORY_START_PARAMS, PGLITE_PARSERS, pgliteDb } from '../../../server/db/pglite-db';

/**
 * How the snapshot is made, part of its file name: a change here makes a new one. Loading it is
 * mostly untarring it into PGlite's in-memory file system, so it is kept small (about 15 MB, not
 * 43): WAL segments of 1 MB instead of one preallocated 16 MB segment, and without the template0
 * and template1 databases, which nothing opens on PGlite (7 MB each). That halves a load's CPU
 * time (docs/mutation-testing.md, "Where a mutant's time goes").
 */
const SNAPSHOT_FORMAT = 'small-wal-no-templates';

/**
 * An in-memory PGlite with every migration applied, loaded from a snapshot of the migrated data
 * directory: creating a PGlite runs initdb (about 3 s here), loading a snapshot about 0.25 s of CPU. The
 * repository tests that `npm run mutate` re-runs once per mutant use it (docs/mutation-testing.md).
 * The snapshot lives in the OS temp directory, named by the migrations' text, so a changed
 * migration makes a new one.
 */
export async function openMigratedPglite(): Promise<Db> {
  const migrations = listMigrations();
  const key = createHash('sha256').update(JSON.stringify([SNAPSHOT_FORMAT, migrations])).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `sendswin-pglite-migrated-${key}.tar`);
  if (!existsSync(file)) {
    const fresh = await PGlite.create({
      parsers: PGLITE_PARSERS,
      initDbStartParams: ['--wal-segsize=1'],
      // Recycled segments beyond these are removed at the checkpoint, not kept for reuse.
      startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
    });
    await migrate(pgliteDb(fresh), migrations);
    for (const template of ['template0', 'template1']) {
      await fresh.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await fresh.exec(`DROP DATABASE ${template}`);
    }
    await fresh.exec('CHECKPOINT');
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    // Written aside and renamed: a concurrent test file never loads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  // The server's in-memory buffer pool (16 MB, not 128 MB): Postgres zeroes it at every start, which
  // each test file (and, under `npm run mutate`, each mutant's run) pays again.
  const pg = await PGlite.create({ parsers: PGLITE_PARSERS, startParams: [...PGlite.defaultStartParams, ...MEMORY_START_PARAMS], loadDataDir: new Blob([readFileSync(file)]) });
  return pgliteDb(pg);
}

/**
 * A bare users row, as the repository tests need one: no server and no `ensurePlayer`, so no seed
 * (as before migration 004). Telegram id and referral code are random, hence unique per call.
 */
export async function insertUser(db: Queryable, firstName = 'T', lastName: string | null = null): Promise<number> {
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO users (telegram_id, first_name, last_name, language_code, ref_code) VALUES ($1, $2, $3, 'en', $4) RETURNING id`,
    [Math.floor(Math.random() * 1e12), firstName, lastName, `u${Math.floor(Math.random() * 1e12)}`],
  );
  if (!row) throw new Error('users insert returned no id');
  return Number(row.id);
}
