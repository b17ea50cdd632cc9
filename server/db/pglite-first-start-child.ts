/**
 * The child process of a first start on PGlite (pglite-first-start.ts): creates the data directory
 * given as argv[2] (initdb, in a process of its own as on any open: pglite-initdb.ts), applies the
 * migrations in argv[3] with fsync on, closes and exits. Its WASM memory, grown by every migration,
 * goes with it; the server then opens the directory as on a restart (docs/performance.md, "Server
 * footprint on Node 24"). Compiled beside main.js (scripts/build-server.mjs); run through tsx when
 * the server runs from its TypeScript (tests, the dev loop).
 */
import { listMigrations, migrate } from './migrate';
import { openPgliteDb } from './pglite-db';

const [dataDir, migrationsDir] = process.argv.slice(2);

// A parent that dies (kill -9 of it alone) closes the channel: stop between two statements rather
// than write on in a directory whose lock goes stale and which the next start may open.
process.on('disconnect', () => process.exit(1));

try {
  if (!dataDir || !migrationsDir) throw new Error('usage: pglite-first-start-child <dataDir> <migrationsDir>');
  const db = await openPgliteDb(dataDir);
  try {
    await migrate(db, listMigrations(migrationsDir));
  } finally {
    await db.close();
  }
  // The IPC channel would keep the process alive.
  process.exit(0);
} catch (error) {
  // One line: the parent quotes it in "Could not start: ...".
  process.stderr.write(`${(error instanceof Error ? error.message : String(error)).split('\n')[0]}\n`);
  process.exit(1);
}
