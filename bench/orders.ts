/**
 * Section `orders` (docs/performance.md, "Orders at scale"): a throw-away Postgres with commits
 * fsynced as in production; pgbench's built-in TPC-B-like transaction on it (20 clients) as the
 * reference; then the compiled server on the same Postgres, 200 players and 20 clients placing
 * real orders in a closed loop (order-load.ts: wrk, a C client as pgbench is); 3 instances of it
 * behind HAProxy on the same Postgres; and one on PGlite. After each run the books are read: every
 * order answered 201 is in them (by its id), no other order but those cut off in flight when a
 * run's time was up, and they sum to zero. Everything started here is stopped before it returns.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { startCluster } from '../scripts/cluster/cluster';
import { runPostgresTool, startPostgres, type PostgresServer } from '../scripts/cluster/throwaway-postgres';
import { compiledServerArgs } from '../scripts/server-command.mjs';
import { checkBooks } from '../server/books/books-check';
import type { Db } from '../server/db/db';
import { openDatabase } from '../server/db/open-db';
import { bothAnswered, booksFigure, booksHold, type Answered, type Books } from './order-books';
import { CLIENTS, failureCount, orderPool, PLAYERS, preparePlayers, runOrders, type OrderLoad } from './order-load';
import { startMeasured } from './process-memory';
import { verdict, type Row } from './report';
import { ms, ratio } from './stats';
import { sampleWaits, type WaitProfile } from './wait-sampler';

const RATIO_BAR = 0.5;
const P99_BAR_MS = 100;
const INSTANCES = 3;
/** pgbench's scale: at least one branch row per client, or its clients queue on one row. */
const PGBENCH_SCALE = 20;
const READY = /^Ready: /m;

export interface OrdersSetup {
  /** The single server's port; HAProxy takes the next one (the cluster's instances take free ones). */
  port: number;
  seconds: number;
}

/** A production-like server environment; the per-player rate limit runs, set far above the load. */
const SERVER_ENV = {
  NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
  RATE_LIMIT_PER_MIN: '1000000', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0',
};

async function readBooks(db: Db, answered: Answered): Promise<Books> {
  const [orders] = await db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM orders');
  const ids = answered.ids.filter((id) => /^\d+$/.test(id));
  const [found] = await db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM orders WHERE id = ANY($1::bigint[])', [ids]);
  const [stakes] = await db.query<{ n: bigint }>("SELECT count(*)::bigint AS n FROM transfers WHERE reason = 'stake'");
  const books = await checkBooks(db);
  return { orders: Number(orders!.n), stakes: Number(stakes!.n), sumMicro: books.sumMicro, mismatches: books.mismatches.length, answeredFound: Number(found!.n) };
}

function pgbench(postgres: PostgresServer, seconds: number): { tps: number; latencyMs: number } {
  const url = new URL(postgres.url);
  const connect = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  runPostgresTool('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), ...connect, 'pgbench'], 300_000);
  const out = runPostgresTool('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), ...connect, 'pgbench'], (seconds + 120) * 1000);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${out.slice(-300)}`);
  return { tps, latencyMs };
}

/** Players made ready, a warm-up of a third of the time, then the measured run; 201s counted. */
async function loadServer(base: string, name: string, seconds: number, log: (line: string) => void, profileOn?: Db): Promise<{ load: OrderLoad; answered: Answered; waits?: WaitProfile }> {
  const pool = orderPool(base);
  try {
    const players = await preparePlayers(pool, name);
    const warmup = await runOrders(base, players, Math.max(1, Math.round(seconds / 3)));
    const sampler = profileOn && sampleWaits(profileOn, 'postgres');
    const load = await runOrders(base, players, seconds);
    const waits = await sampler?.stop();
    log(`${name}: ${load.perSecond.toFixed(0)} orders/s, p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, not 201: ${JSON.stringify(load.failures)} (warm-up ${warmup.perSecond.toFixed(0)}/s)`);
    if (waits) log(`${name}, Postgres backends during the load: ${JSON.stringify(waits.shares)}`);
    const ids = failureCount(warmup) === 0 ? [...warmup.placedIds, ...load.placedIds] : ['the warm-up failed'];
    return { load, answered: { firstOrders: PLAYERS, ids, unanswered: warmup.unanswered + load.unanswered }, waits };
  } finally {
    await pool.close();
  }
}

const loadFigure = (load: OrderLoad) => {
  const failed = failureCount(load);
  return `${load.perSecond.toFixed(0)} orders/s (p50 ${ms(load.p50)}, p99 ${ms(load.p99)}; ${load.placed.toLocaleString('en-US')} in ${load.seconds.toFixed(0)} s, ${failed ? `not 201: ${JSON.stringify(load.failures)}` : 'all 201'})`;
};

export async function measureOrders(setup: OrdersSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Orders';
  const log = (line: string) => console.log(`  orders: ${line}`);
  await buildServerIfStale();
  const postgres = await startPostgres({ durable: true });
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sendswin-bench-orders-'));
  try {
    const admin = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    await admin.exec('CREATE DATABASE pgbench');
    const reference = pgbench(postgres, setup.seconds);
    log(`pgbench (TPC-B-like, scale ${PGBENCH_SCALE}, ${CLIENTS} clients, fsync on): ${reference.tps.toFixed(0)} tps, latency average ${reference.latencyMs} ms`);

    const env = { ...SERVER_ENV, DATABASE_URL: postgres.url, PORT: String(setup.port) };
    const single = await startMeasured(compiledServerArgs(), env, READY);
    let one: Awaited<ReturnType<typeof loadServer>>;
    try {
      one = await loadServer(`http://127.0.0.1:${setup.port}`, 'Postgres', setup.seconds, log, admin);
    } finally {
      await single.stop();
    }
    const oneBooks = await readBooks(admin, one.answered);

    const cluster = await startCluster({ instances: INSTANCES, port: setup.port + 1, instancePort: 0, databaseUrl: postgres.url, env: SERVER_ENV, args: compiledServerArgs() });
    let three: Awaited<ReturnType<typeof loadServer>>;
    try {
      three = await loadServer(cluster.url, 'Cluster', setup.seconds, log, admin);
    } finally {
      await cluster.stop();
    }
    const clusterBooks = await readBooks(admin, bothAnswered(one.answered, three.answered));
    await admin.close();

    // On tmpfs when there is one, as in the footprint section: PGlite fsyncs its files on every
    // commit, and on the shared disk that alone held it to a few orders a second.
    const pgliteEnv = { ...SERVER_ENV, DATA_DIR: dataDir, PORT: String(setup.port) };
    const embedded = await startMeasured(compiledServerArgs(), pgliteEnv, READY);
    let lite: Awaited<ReturnType<typeof loadServer>>;
    try {
      lite = await loadServer(`http://127.0.0.1:${setup.port}`, 'PGlite', setup.seconds, log);
    } finally {
      await embedded.stop();
    }
    const liteDb = await openDatabase({ databaseUrl: undefined, dataDir });
    const liteBooks = await readBooks(liteDb, lite.answered);
    await liteDb.close();

    const clusterAnswered = bothAnswered(one.answered, three.answered);
    const ratioToPgbench = one.load.perSecond / reference.tps;
    const load = `${CLIENTS} clients, ${PLAYERS} players`;
    const rows: Row[] = [
      { section, metric: `pgbench TPC-B-like on the same Postgres (fsync on, scale ${PGBENCH_SCALE}, ${CLIENTS} clients, ${setup.seconds} s)`, figure: `${reference.tps.toFixed(0)} tps (latency average ${reference.latencyMs} ms)`, reference: '-', ratio: '-', bar: '-', status: 'info' },
      { section, metric: `POST /game/orders on Postgres, 1 instance (${load})`, figure: loadFigure(one.load), reference: `${reference.tps.toFixed(0)} tps pgbench`, ratio: ratio(ratioToPgbench), bar: `>= ${RATIO_BAR.toFixed(2)}x`, status: verdict(ratioToPgbench >= RATIO_BAR && failureCount(one.load) === 0) },
      { section, metric: 'POST /game/orders on Postgres, p99 at that load', figure: ms(one.load.p99), reference: `${ms(one.load.p50)} p50`, ratio: '-', bar: `< ${P99_BAR_MS} ms`, status: verdict(one.load.p99 < P99_BAR_MS) },
      { section, metric: 'orders lost on Postgres (the books afterwards)', figure: booksFigure(oneBooks, one.answered), reference: '-', ratio: '-', bar: 'every 201 in the books, sum 0', status: verdict(booksHold(oneBooks, one.answered)) },
      { section, metric: `POST /game/orders through HAProxy, ${INSTANCES} instances on that Postgres (${load})`, figure: loadFigure(three.load), reference: `${one.load.perSecond.toFixed(0)} orders/s 1 instance`, ratio: ratio(three.load.perSecond / one.load.perSecond), bar: 'all 201, none lost', status: verdict(failureCount(three.load) === 0 && booksHold(clusterBooks, clusterAnswered)) },
      { section, metric: `POST /game/orders on PGlite, data dir on tmpfs (${load})`, figure: loadFigure(lite.load), reference: `${one.load.perSecond.toFixed(0)} orders/s on Postgres`, ratio: ratio(lite.load.perSecond / one.load.perSecond), bar: 'all 201, none lost', status: verdict(failureCount(lite.load) === 0 && booksHold(liteBooks, lite.answered)) },
    ];
    // The ids stay out of latest.json: their count says it.
    const details = (run: Awaited<ReturnType<typeof loadServer>>, books: Books) => ({
      load: { ...run.load, placedIds: run.load.placedIds.length },
      answered: { ...run.answered, ids: run.answered.ids.length },
      waits: run.waits,
      books: { ...books, sumMicro: String(books.sumMicro) },
    });
    return { rows, details: { seconds: setup.seconds, clients: CLIENTS, players: PLAYERS, pgbench: reference, postgres: details(one, oneBooks), cluster: details(three, clusterBooks), pglite: details(lite, liteBooks) } };
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
