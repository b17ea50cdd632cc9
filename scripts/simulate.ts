/**
 * npm run simulate [-- --runs N] [--seed=S --path=P] [--shrink] [--database-url=URL]: the payout
 * simulation (docs/payments.md, The simulation), 10,000 runs by default, on PGlite, or on the
 * Postgres database URL names (migrated here; every run empties its tables, so never a database
 * that holds anything); a failure prints its seed, its path and this command with them, which
 * replays exactly that run.
 */
import { parseArgs } from 'node:util';
import { migrate } from '../server/db/migrate';
import { openPostgresDb } from '../server/db/pg-db';
import { runSimulation } from '../tests/server/simulation/simulate';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, path: { type: 'string' }, shrink: { type: 'boolean', default: false }, 'database-url': { type: 'string' } },
});
const databaseUrl = values['database-url'];
const db = databaseUrl === undefined ? undefined : await openPostgresDb(databaseUrl, 20);
if (db) await migrate(db);
const started = performance.now();
const result = await runSimulation({
  db,
  replayFlags: databaseUrl === undefined ? '' : ` --database-url=${databaseUrl}`,
  // A replay plays the one run its path names; fast-check would go on with new runs after it.
  runs: Number(values.runs ?? (values.path === undefined ? 10_000 : 1)),
  ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
  ...(values.path === undefined ? {} : { path: values.path }),
  shrink: values.shrink,
  onRun: (runs) => {
    if (runs % 500 === 0) console.log(`${runs} runs held (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await db?.close();
if (result.failure) {
  console.error(result.failure);
  process.exit(1);
}
console.log(`simulation: ${result.runs} runs, every invariant held (${seconds} s)`);
console.log([...result.seen].map(([what, n]) => `${what}: ${n}`).join(', '));
