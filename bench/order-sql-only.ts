/**
 * What the order's SQL alone can do on this machine: pgbench's own C client runs an order's
 * transaction (`open_order_columns`, then `settle_order` with what it returned: BEGIN, the two
 * statements, COMMIT) with 20 clients, beside its built-in TPC-B-like transaction on the same
 * Postgres, alternating. No Node in between: no HTTP, no authentication, no draw, no load
 * generator. The ratio it prints is the most the orders section's ratio could be if the server
 * cost nothing (docs/performance.md, "What the order's SQL alone can do").
 *
 *   node --import tsx bench/order-sql-only.ts [seconds] [port]
 *
 * The players come from the real server (200 through the API with their limits, as the section
 * makes them), which is then stopped; the books are checked at the end.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { runPostgresTool, startPostgres } from '../scripts/cluster/throwaway-postgres';
import { compiledServerArgs } from '../scripts/server-command.mjs';
import { CURRENT_FAIRNESS_VERSION } from '../src/contract/fairness';
import { SESSION_GAP_MS } from '../src/contract/protection';
import { checkBooks } from '../server/books/books-check';
import { openDatabase } from '../server/db/open-db';
import { CLIENTS, orderPool, preparePlayers } from './order-load';
import { startMeasured } from './process-memory';

const PGBENCH_SCALE = 20;
const ROUNDS = 3;

/**
 * One order as the server sends it: a key of its own, the stake of 1 USDT on Odd, won or lost at
 * random (a win posts the payout too), its new_game event. The draw's digits are the server's
 * business: any outcome of the result's parity will do for the writes.
 */
function orderScript(firstPlayer: number, lastPlayer: number): string {
  return `\\set uid random(${firstPlayer}, ${lastPlayer})
\\set key random(1, 1000000000000)
\\set win random(0, 1)
BEGIN;
SELECT order_id, seed_id, next_nonce FROM open_order_columns(:uid, 'sql-only:' || :key, 'hash', now()) \\gset
SELECT stake_status FROM settle_order(:order_id, :uid, 'sql-only:' || :key, 'odd_even', 'odd', NULL, 1000000,
  (8 - 5 * :win)::smallint, CASE WHEN :win = 1 THEN 'win' ELSE 'loss' END, :win * 1950000, :seed_id, :next_nonce, now(),
  ${CURRENT_FAIRNESS_VERSION}::smallint, ${SESSION_GAP_MS}, date_trunc('day', now()), date_trunc('week', now()), date_trunc('month', now()),
  ARRAY[:uid]::bigint[], ARRAY['new_game']::text[], ARRAY['{"option": "odd"}']::text[]);
COMMIT;
`;
}

const seconds = Number(process.argv[2] ?? 10);
const port = Number(process.argv[3] ?? process.env.BENCH_PORT ?? 4245);
await buildServerIfStale();
const postgres = await startPostgres({ durable: true });
const scriptDir = mkdtempSync(join(tmpdir(), 'sendswin-order-sql-'));
try {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', DATABASE_URL: postgres.url, PORT: String(port) };
  const server = await startMeasured(compiledServerArgs(), env, /^Ready: /m);
  const pool = orderPool(`http://127.0.0.1:${port}`);
  try {
    await preparePlayers(pool, 'SqlOnly');
  } finally {
    await pool.close();
    await server.stop();
  }
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  const [players] = await db.query<{ first: number; last: number; n: number }>(
    'SELECT min(user_id)::int AS first, max(user_id)::int AS last, count(*)::int AS n FROM player_protection',
  );
  if (!players || players.n !== players.last - players.first + 1) throw new Error(`the players' ids are not one run: ${JSON.stringify(players)}`);
  await db.exec('CREATE DATABASE pgbench');
  const script = join(scriptDir, 'order.sql');
  writeFileSync(script, orderScript(players.first, players.last));
  // As root, the Postgres tools run as the postgres user (scripts/cluster/throwaway-postgres.ts).
  chmodSync(scriptDir, 0o755);
  chmodSync(script, 0o644);
  const url = new URL(postgres.url);
  const connect = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  runPostgresTool('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), ...connect, 'pgbench'], 300_000);
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const run = (what: string, args: string[]) => {
    const out = runPostgresTool('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), ...args], (seconds + 120) * 1000);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    if (!Number.isFinite(tps) || failed > 0) throw new Error(`pgbench (${what}) failed: ${out.slice(-500)}`);
    return tps;
  };
  console.log(`${CLIENTS} clients, ${seconds} s a run, fsync on; ${players.n} players`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = load();
    const tpcb = run('TPC-B-like', [...connect, 'pgbench']);
    const simple = run('orders', ['-n', '-f', script, ...connect, 'postgres']);
    const prepared = run('orders, prepared', ['-n', '-M', 'prepared', '-f', script, ...connect, 'postgres']);
    console.log(
      `round ${round} (load average ${before} -> ${load()}): TPC-B-like ${tpcb.toFixed(0)} tps; the order's SQL ${simple.toFixed(0)} tps (${(simple / tpcb).toFixed(2)}x), ` +
        `prepared ${prepared.toFixed(0)} tps (${(prepared / tpcb).toFixed(2)}x)`,
    );
  }
  const books = await checkBooks(db);
  console.log(`the books: sum ${books.sumMicro}, ${books.mismatches.length} accounts whose balance is not their transfers`);
  await db.close();
} finally {
  rmSync(scriptDir, { recursive: true, force: true });
  postgres.stop();
}
