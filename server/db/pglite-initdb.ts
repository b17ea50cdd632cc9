import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The child's code, as CommonJS source given to `node -e`: no file to find beside a bundle
 * (dist/server) or under a TypeScript loader (tsx, vitest). It requires PGlite by the absolute
 * paths the parent resolved (argv 1 and 2) and creates the data directory (argv 3).
 */
const CREATE_DATA_DIR = `
const [pglite, nodefs, dataDir] = process.argv.slice(1);
const { PGlite } = require(pglite);
const { NodeFS } = require(nodefs);
PGlite.create({ fs: new NodeFS(dataDir) }).then((pg) => pg.close());
`;

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. PGlite runs initdb
 * in a second, throw-away Postgres (its own WASM module and memory) that stays referenced, about
 * 450 MB resident for the life of the process; a worker thread hands most of it back but glibc
 * keeps its arenas (~130 MB). A process that exits returns all of it (docs/performance.md,
 * "Server footprint").
 */
export function createPgliteDataDir(dataDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const args = ['-e', CREATE_DATA_DIR, require.resolve('@electric-sql/pglite'), require.resolve('@electric-sql/pglite/nodefs'), dataDir];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, (error, _stdout, stderr) => {
      if (error) reject(new Error(`could not create the database in ${dataDir}: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
