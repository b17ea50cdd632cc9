/**
 * Section `footprint` (docs/performance.md, "Server footprint"): the server as `npm start` runs it
 * (compiled, dist/server) in a process of its own. Resident memory idle and with N event streams
 * open after M orders, on PGlite and on Postgres; start-up to "listening" on an existing data
 * directory (the median of START_RUNS starts, a bare node:http process taking turns with it).
 * References from the same run: a bare node:http process, and the server run the old way, through
 * tsx.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { startPostgres } from '../scripts/cluster/throwaway-postgres';
import { compiledServerArgs } from '../scripts/server-command.mjs';
import { DEV_BOT_TOKEN } from '../server/config';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { freshUser, ODD, placeOrdersWith, placeOrderWith } from '../server/dev/scripted-player';
import { BARE_NODE_ARGS, startMeasured, type MeasuredProcess } from './process-memory';
import { verdict, type Row } from './report';
import { openStreams } from './sse-broadcast';
import { loadAverage, START_RUNS, startTimesInTurns } from './start-up';
import { ms, ratio, ratioOf, spreadMs } from './stats';

const IDLE_BAR_MB = 300;
const LOADED_BAR_MB = 400;
const POSTGRES_IDLE_BAR_MB = 120;
const START_BAR_MS = 1000;
/** Orders are placed by this many players at once (each 10 at a time: placeOrdersWith). */
const PLAYERS = 20;
/** It listens first (/healthz and the app's files answer), then opens its database (server/main.ts). */
const SERVING = /Serving the mini-app at /;
const READY = /^Ready: /m;

export interface FootprintSetup {
  port: number;
  staticDir: string;
  orders: number;
  streams: number;
  /** How long a server is left alone before its idle memory is read. */
  settleMs: number;
}

interface Loaded {
  rssMb: number;
  peakMb: number;
  opened: number;
  seconds: number;
  /** Orders sent again after a reset connection or no answer: 0 passes (docs/performance.md, "Orders under load"). */
  retried: number;
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function idleMemory(server: MeasuredProcess, settleMs: number) {
  await sleep(settleMs);
  return server.memory();
}

/** How long one order may go unanswered before it is sent again (same Idempotency-Key). */
const ORDER_TIMEOUT_MS = 60_000;
const ORDER_TRIES = 3;

/**
 * One order, sent again with the same Idempotency-Key (it cannot pay twice) when the connection
 * fails or no answer comes, counted in `retried`: the PGlite row passes only with none (a server
 * whose event loop stalled under the backlog reset them: docs/performance.md, "Orders under load"),
 * and a noisy machine cannot end a long run.
 */
async function placeOrder(base: string, user: InitDataUser, retried: { count: number }) {
  return placeOrderWith(async (headers) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(new URL('/api/v1/game/orders', base), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(ODD),
          signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
        });
        const text = await response.text();
        return { status: response.status, retryAfter: response.headers.get('retry-after'), body: async () => text };
      } catch (error) {
        if (attempt >= ORDER_TRIES) throw error;
        retried.count += 1;
      }
    }
  }, user);
}

/**
 * M orders by PLAYERS players, then N streams opened (2 client processes); memory with the streams
 * still open. In that order: with the streams open first, every win's live_win goes to all of them
 * and the run measures the broadcast (section server-sse does) instead of the footprint.
 */
async function underLoad(server: MeasuredProcess, setup: FootprintSetup, log: (line: string) => void): Promise<Loaded> {
  const base = `http://127.0.0.1:${setup.port}`;
  const children: ChildProcess[] = [];
  const started = Date.now();
  try {
    const each = Math.ceil(setup.orders / PLAYERS);
    const retried = { count: 0 };
    await Promise.all(Array.from({ length: PLAYERS }, (_, i) => {
      const user = freshUser(`Footprint${i}`);
      return placeOrdersWith(() => placeOrder(base, user, retried), Math.min(each, setup.orders - i * each));
    }));
    const seconds = (Date.now() - started) / 1000;
    log(`${setup.orders} orders placed in ${seconds.toFixed(1)} s (${retried.count} sent again after a connection error or ${ORDER_TIMEOUT_MS / 1000} s without an answer)`);
    const { opened } = await openStreams(children, setup.port, DEV_BOT_TOKEN, setup.streams, 2, log);
    await sleep(setup.settleMs);
    return { ...server.memory(), opened, seconds, retried: retried.count };
  } catch (error) {
    const died = server.child.exitCode !== null || server.child.signalCode !== null;
    throw died ? new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}): ${server.output().slice(-500)}`, { cause: error }) : error;
  } finally {
    for (const child of children) if (child.connected) child.disconnect();
  }
}

export async function measureFootprint(setup: FootprintSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Footprint';
  const log = (line: string) => console.log(`  footprint: ${line}`);
  await buildServerIfStale();
  const env = {
    PORT: String(setup.port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', STATIC_DIR: setup.staticDir,
    RATE_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0',
  };
  const load = `${setup.orders.toLocaleString('en-US')} orders, then ${setup.streams.toLocaleString('en-US')} streams open`;

  const bare = await startMeasured(BARE_NODE_ARGS, { PORT: String(setup.port) }, /listening/);
  const bareIdle = await idleMemory(bare, setup.settleMs);
  await bare.stop();
  log(`bare node:http: listening after ${ms(bare.startMs)}, ${bareIdle.rssMb} MB resident`);

  // On tmpfs when there is one: every commit is fsynced, and 10,000 of them on a shared disk take
  // minutes; PGlite reads its files with read(2), so what sits in tmpfs is not in its resident set.
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sendswin-bench-footprint-'));
  const pgliteEnv = { ...env, DATA_DIR: join(dataDir, 'data') };
  const postgres = await startPostgres();
  try {
    // First start: creates the data directory, then the load.
    const first = await startMeasured(compiledServerArgs(), pgliteEnv, READY, SERVING);
    const firstIdle = await idleMemory(first, setup.settleMs);
    const pgliteLoaded = await underLoad(first, setup, log);
    await first.stop();
    log(`PGlite, first start: ${firstIdle.rssMb} MB idle; ${pgliteLoaded.rssMb} MB under load (peak ${pgliteLoaded.peakMb} MB)`);

    // What an operator restarts into: the data directory with the orders in it.
    const again = await startMeasured(compiledServerArgs(), pgliteEnv, READY, SERVING);
    const idle = await idleMemory(again, setup.settleMs);
    await again.stop();
    log(`PGlite, restart: listening after ${ms(again.listenMs)}, ready after ${ms(again.startMs)}, ${idle.rssMb} MB idle (peak ${idle.peakMb} MB)`);

    // Start-up: START_RUNS restarts on that data directory, a bare node:http process taking turns.
    const startLoad = loadAverage();
    const [bareStart, start] = await startTimesInTurns([
      { args: BARE_NODE_ARGS, env: { PORT: String(setup.port) }, ready: /listening/ },
      { args: compiledServerArgs(), env: pgliteEnv, ready: READY, listening: SERVING },
    ]);
    const startContext = `median of ${START_RUNS} starts, load average ${startLoad}-${loadAverage()}`;
    log(`PGlite, ${startContext}: listening after ${spreadMs(start!.listen)}, ready after ${spreadMs(start!.ready)}; bare node:http ${spreadMs(bareStart!.listen)}`);

    const viaTsx = await startMeasured(['--import', 'tsx', 'server/main.ts'], pgliteEnv, READY, SERVING);
    const tsxIdle = await idleMemory(viaTsx, setup.settleMs);
    await viaTsx.stop();
    log(`PGlite through tsx: listening after ${ms(viaTsx.listenMs)}, ready after ${ms(viaTsx.startMs)}, ${tsxIdle.rssMb} MB idle`);

    const pgEnv = { ...env, DATABASE_URL: postgres.url };
    const onPostgres = await startMeasured(compiledServerArgs(), pgEnv, READY, SERVING);
    const pgIdle = await idleMemory(onPostgres, setup.settleMs);
    const pgLoaded = await underLoad(onPostgres, setup, log);
    await onPostgres.stop();
    log(`Postgres: ${pgIdle.rssMb} MB idle; ${pgLoaded.rssMb} MB under load (peak ${pgLoaded.peakMb} MB)`);

    const bareRef = `${bareIdle.rssMb} MB bare node:http process`;
    const rows: Row[] = [
      { section, metric: 'server resident memory idle, PGlite (npm start on its data dir)', figure: `${idle.rssMb} MB (peak ${idle.peakMb} MB)`, reference: bareRef, ratio: ratio(idle.rssMb / bareIdle.rssMb), bar: `<= ${IDLE_BAR_MB} MB`, status: verdict(idle.rssMb <= IDLE_BAR_MB) },
      { section, metric: 'server resident memory idle, PGlite, first start (creates the data dir)', figure: `${firstIdle.rssMb} MB (peak ${firstIdle.peakMb} MB)`, reference: bareRef, ratio: ratio(firstIdle.rssMb / bareIdle.rssMb), bar: `<= ${IDLE_BAR_MB} MB`, status: verdict(firstIdle.rssMb <= IDLE_BAR_MB) },
      { section, metric: `server resident memory, ${load}, PGlite`, figure: `${pgliteLoaded.rssMb} MB (peak ${pgliteLoaded.peakMb} MB; ${pgliteLoaded.opened} streams; orders took ${pgliteLoaded.seconds.toFixed(0)} s, ${pgliteLoaded.retried} sent again)`, reference: `${firstIdle.rssMb} MB idle`, ratio: ratio(pgliteLoaded.rssMb / firstIdle.rssMb), bar: `< ${LOADED_BAR_MB} MB`, status: verdict(pgliteLoaded.rssMb < LOADED_BAR_MB && pgliteLoaded.opened === setup.streams && pgliteLoaded.retried === 0) },
      { section, metric: 'server resident memory idle, Postgres (DATABASE_URL)', figure: `${pgIdle.rssMb} MB (peak ${pgIdle.peakMb} MB)`, reference: bareRef, ratio: ratio(pgIdle.rssMb / bareIdle.rssMb), bar: `< ${POSTGRES_IDLE_BAR_MB} MB`, status: verdict(pgIdle.rssMb < POSTGRES_IDLE_BAR_MB) },
      { section, metric: `server resident memory, ${load}, Postgres`, figure: `${pgLoaded.rssMb} MB (peak ${pgLoaded.peakMb} MB; ${pgLoaded.opened} streams; orders took ${pgLoaded.seconds.toFixed(0)} s, ${pgLoaded.retried} sent again)`, reference: `${pgIdle.rssMb} MB idle`, ratio: ratio(pgLoaded.rssMb / pgIdle.rssMb), bar: '-', status: 'info' },
      { section, metric: `start-up to listening, PGlite, existing data dir (compiled; /healthz and the app answer; ${startContext})`, figure: spreadMs(start!.listen), reference: `${spreadMs(bareStart!.listen)} bare node:http process`, ratio: ratioOf(start!.listen.median, bareStart!.listen.median), bar: `<= ${ms(START_BAR_MS)}`, status: verdict(start!.listen.median <= START_BAR_MS) },
      { section, metric: `start-up to ready, PGlite, existing data dir (the database open: /readyz and the API answer; ${startContext})`, figure: spreadMs(start!.ready), reference: `${ms(start!.listen.median)} to listening`, ratio: ratioOf(start!.ready.median, start!.listen.median), bar: '-', status: 'info' },
      { section, metric: 'the same server through tsx (how npm start ran it before; one start)', figure: `${ms(viaTsx.listenMs)} to listening, ${ms(viaTsx.startMs)} to ready, ${tsxIdle.rssMb} MB idle`, reference: `${ms(again.listenMs)}, ${ms(again.startMs)}, ${idle.rssMb} MB compiled (one start)`, ratio: ratioOf(viaTsx.listenMs, again.listenMs), bar: '-', status: 'info' },
      { section, metric: 'start-up to listening, Postgres (compiled; one start)', figure: `${ms(onPostgres.listenMs)} (ready ${ms(onPostgres.startMs)})`, reference: `${ms(bareStart!.listen.median)} bare node:http process (median)`, ratio: ratioOf(onPostgres.listenMs, bareStart!.listen.median), bar: '-', status: 'info' },
    ];
    return { rows, details: { bare: { startMs: bare.startMs, ...bareIdle }, starts: { runs: START_RUNS, bare: bareStart, pglite: start, loadAverage: startContext }, firstIdle, pgliteLoaded, restart: { listenMs: again.listenMs, readyMs: again.startMs, ...idle }, tsx: { listenMs: viaTsx.listenMs, readyMs: viaTsx.startMs, ...tsxIdle }, postgres: { listenMs: onPostgres.listenMs, readyMs: onPostgres.startMs, idle: pgIdle, loaded: pgLoaded } } };
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
