/**
 * Where an order's time goes (docs/performance.md, "Orders at scale"): the orders section's load
 * on one compiled server on a throw-away durable Postgres, with the server under `--cpu-prof` and
 * pg_stat_statements on. Prints the statements per order (calls, time) and the server's CPU by
 * function and by package. Not a bar: a tool for the next change.
 *
 *   node --import tsx bench/order-profile.ts [seconds] [port]
 *
 * ORDER_PROFILE_SERVER=<path of another build's main.js> measures that build instead (an A/B of
 * two builds on one machine), started with the same Node flags as this one (its 4 MB
 * semi-spaces: the young generation's size moves the server's CPU per order by a tenth or more);
 * ORDER_PROFILE_CPU=0 leaves the CPU profiler off.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { startPostgres } from '../scripts/cluster/throwaway-postgres';
import { compiledServerArgs } from '../scripts/server-command.mjs';
import { orderPool, preparePlayers, runOrders } from './order-load';
import { startMeasured } from './process-memory';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A frame's bucket: the package it is in, or the repository's own folder, or V8/Node's own. */
function bucket(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  if (url.includes('dist/server')) return 'server (bundled)';
  return url === '' ? '(native/gc/idle)' : url;
}

function summarise(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byBucket = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^.*dist\//, 'dist/')}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const b = frame.functionName === '(idle)' ? '(idle)' : bucket(frame.url);
    byBucket.set(b, (byBucket.get(b) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above the ES2022 lib
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  console.log(`server CPU profile, ${(total / 1e6).toFixed(1)} s sampled; self time by package:\n${top(byBucket, 20)}`);
  console.log(`self time by function:\n${top(byFunction, 40)}`);
}

/** CPU seconds (user + system) of one process, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The write system calls of one process (/proc/<pid>/io, syscw). The server writes each round trip
 * to Postgres in one call (the driver corks a message's parts into one writev) and each HTTP
 * answer in one or two: per order, the round trips plus a constant. pg_stat_statements cannot
 * tell them, since BEGIN and COMMIT ride in the messages of the order's statements.
 */
function writeCalls(pid: number): number {
  try {
    return Number(/^syscw: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The parent process id of one process, from /proc. */
function parentPid(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
}

/**
 * CPU seconds of this cluster's processes (its postmaster and all its children: the backends, the
 * WAL writer, the checkpointer...). Only this cluster's: other sessions on a shared machine run
 * Postgres clusters of their own, whose work is not this load's.
 */
function postgresCpuSeconds(postmaster: number): number {
  let total = cpuSeconds(postmaster);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (parentPid(Number(name)) === postmaster) total += cpuSeconds(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const seconds = Number(process.argv[2] ?? 10);
const port = Number(process.argv[3] ?? process.env.BENCH_PORT ?? 4245);
await buildServerIfStale();
const postgres = await startPostgres({ durable: true, settings: ["shared_preload_libraries=pg_stat_statements", 'pg_stat_statements.track=all'] });
const profileDir = mkdtempSync(join(tmpdir(), 'sendswin-order-profile-'));
try {
  // A bare client, not openDatabase: that would migrate the database with this tree's migrations
  // before the server under test starts, and an A/B's other build must apply its own.
  const client = new Client({ connectionString: postgres.url });
  await client.connect();
  const admin = {
    exec: async (sql: string) => void (await client.query(sql)),
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
  await admin.exec('CREATE EXTENSION pg_stat_statements');
  const [backend] = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = parentPid(backend!.pid);
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMIT_PER_MIN: '1000000', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', DATABASE_URL: postgres.url, PORT: String(port) };
  const entry = process.env.ORDER_PROFILE_SERVER;
  const profiler = process.env.ORDER_PROFILE_CPU === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const server = await startMeasured([...profiler, ...compiledServerArgs(entry)], env, /^Ready: /m);
  const base = `http://127.0.0.1:${port}`;
  const pool = orderPool(base);
  try {
    const players = await preparePlayers(pool, 'Profile');
    await runOrders(base, players, Math.max(1, Math.round(seconds / 3)));
    await admin.query('SELECT pg_stat_statements_reset()');
    const [before] = await admin.query<{ commits: string }>("SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = 'postgres'");
    const cpuBefore = { server: cpuSeconds(server.child.pid!), postgres: postgresCpuSeconds(postmaster), writes: writeCalls(server.child.pid!) };
    const load = await runOrders(base, players, seconds);
    const perOrderMs = (s: number) => ((1000 * s) / load.placed).toFixed(2);
    console.log(
      `CPU per order: server ${perOrderMs(cpuSeconds(server.child.pid!) - cpuBefore.server)} ms, Postgres (all its processes) ${perOrderMs(postgresCpuSeconds(postmaster) - cpuBefore.postgres)} ms, ` +
        `load generator (wrk) ${perOrderMs(load.cpuSeconds)} ms`,
    );
    console.log(`server write calls per order (its round trips to Postgres plus its HTTP answers): ${((writeCalls(server.child.pid!) - cpuBefore.writes) / load.placed).toFixed(2)}`);
    const [after] = await admin.query<{ commits: string }>("SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = 'postgres'");
    console.log(`${load.perSecond.toFixed(0)} orders/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.placed} placed, failures ${JSON.stringify(load.failures)}`);
    console.log(`commits per order: ${((Number(after!.commits) - Number(before!.commits)) / load.placed).toFixed(2)}`);
    // Top-level statements: what the server sent (BEGIN and COMMIT riding in one message with a
    // statement count apart); the others run inside functions and triggers.
    const rows = await admin.query<{ calls: bigint; ms: number; query: string; toplevel: boolean }>(
      "SELECT calls, total_exec_time AS ms, query, toplevel FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat%' ORDER BY toplevel DESC, calls DESC LIMIT 40",
    );
    let calls = 0;
    let execMs = 0;
    for (const row of rows) {
      if (row.toplevel) {
        calls += Number(row.calls);
        execMs += row.ms;
      }
      console.log(`  ${row.toplevel ? 'top' : '   '} ${(Number(row.calls) / load.placed).toFixed(2).padStart(6)}/order ${(row.ms / Number(row.calls)).toFixed(3).padStart(7)} ms  ${row.query.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    console.log(`top-level statements per order: ${(calls / load.placed).toFixed(2)}; their Postgres execution ${(execMs / load.placed).toFixed(3)} ms per order`);
  } finally {
    await pool.close();
    await server.stop();
    await admin.close();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile);
  else console.log(`no CPU profile was written in ${profileDir}`);
} finally {
  postgres.stop();
}
