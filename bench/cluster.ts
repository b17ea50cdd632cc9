/**
 * Section `cluster` (docs/performance.md, docs/cluster.md): the cluster of `npm run cluster` (a
 * throw-away Postgres, 3 instances, HAProxy with deploy/haproxy.cfg). N event streams opened
 * through the balancer by client processes (sse-client.ts), how they spread (each instance's
 * sse_open_streams), ONE live_win broadcast to all of them (it crosses instances through Postgres
 * NOTIFY) beside the same broadcast to a single stream, and GET /game/history through the
 * balancer beside one instance direct. Everything started here is stopped before it returns.
 */
import type { ChildProcess } from 'node:child_process';
import { DEV_BOT_TOKEN } from '../server/config';
import { openPostgresDb } from '../server/db/pg-db';
import { startCluster } from '../scripts/cluster/cluster';
import { verdict, type Row } from './report';
import { seededPlayer } from './seed';
import { load } from './server-http';
import { openGauge, openStreams, placeWinningOrder, singleStreamBroadcast, waitFor } from './sse-broadcast';
import { ms, perSecond, percentile, ratio, ratioOf } from './stats';
import { authHeader } from '../server/dev/scripted-player';

const INSTANCES = 3;
const BROADCAST_BAR_MS = 2000;
const HISTORY_PATH = '/api/v1/game/history?page=1';

export interface ClusterBenchSetup {
  streams: number;
  seconds: number;
  /** The balancer's port; the instances take free ones. */
  port: number;
  timeoutS: number;
}

async function broadcastToAll(children: ChildProcess[], placeWin: (key: string) => Promise<number>) {
  const received = children.map((child) => waitFor<{ times: number[] }>(child, 'received'));
  const t0 = await placeWin('bench-cluster-win');
  // Each client reports once all its streams got the win; after 10 s, ask for what arrived.
  const ask = setTimeout(() => children.forEach((child) => child.connected && child.send({ kind: 'report' })), 10_000);
  const latencies = (await Promise.all(received)).flatMap((r) => r.times).map((t) => t - t0);
  clearTimeout(ask);
  return { delivered: latencies.length, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), maxMs: latencies.length ? Math.max(...latencies) : Number.NaN };
}

export async function measureCluster(setup: ClusterBenchSetup): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Cluster';
  const log = (line: string) => console.log(`  cluster: ${line}`);
  // Every bench client is one address: the per-IP limits would measure themselves.
  const cluster = await startCluster({ instances: INSTANCES, port: setup.port, instancePort: 0, env: { NODE_ENV: 'test', RATE_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', LOG_LEVEL: 'warn', DEMO_BALANCE: '100' } });
  const db = await openPostgresDb(cluster.databaseUrl, 2);
  const children: ChildProcess[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    const measure = async () => {
      const balancerPort = Number(new URL(cluster.url).port);
      const placeWin = (key: string) => placeWinningOrder(cluster.url, db, DEV_BOT_TOKEN, key);
      const singleMs = await singleStreamBroadcast(cluster.url, db, DEV_BOT_TOKEN);
      log(`live_win to 1 stream through the balancer: ${singleMs.toFixed(1)} ms (median of 3 after a warm-up)`);
      const opening = await openStreams(children, balancerPort, DEV_BOT_TOKEN, setup.streams, 2, log);
      const perInstance = await Promise.all(cluster.instances.map((instance) => openGauge(instance.url)));
      log(`streams per instance (sse_open_streams): ${perInstance.join(' / ')}`);
      const broadcast = await broadcastToAll(children, placeWin);
      log(`live_win to ${broadcast.delivered}/${opening.opened} streams: p50 ${broadcast.p50Ms.toFixed(1)} ms, p95 ${broadcast.p95Ms.toFixed(1)} ms, max ${broadcast.maxMs.toFixed(1)} ms`);
      for (const child of children) if (child.connected) child.disconnect();

      const user = await seededPlayer(cluster.url, 20, 'Cluster');
      const headers = { authorization: authHeader(user) };
      const direct = `${cluster.instances[0]!.url}${HISTORY_PATH}`;
      const balanced = `${cluster.url}${HISTORY_PATH}`;
      const warmup = Math.max(1, Math.round(setup.seconds / 3));
      await load(balanced, headers, warmup);
      await load(direct, headers, warmup);
      const throughBalancer = await load(balanced, headers, setup.seconds);
      const oneDirect = await load(direct, headers, setup.seconds);
      log(`history: ${throughBalancer.perSecond.toFixed(0)} req/s through HAProxy, ${oneDirect.perSecond.toFixed(0)} req/s one instance direct`);
      return { singleMs, opening, perInstance, broadcast, throughBalancer, oneDirect };
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the cluster bench did not finish within ${setup.timeoutS} s`)), setup.timeoutS * 1000);
    });
    const m = await Promise.race([measure(), timeout]);
    const count = setup.streams.toLocaleString('en-US');
    const spread = m.perInstance.filter((n) => n > 0).length;
    const rows: Row[] = [
      {
        section,
        metric: `event streams through HAProxy over ${INSTANCES} instances`,
        figure: `${m.opening.opened.toLocaleString('en-US')} open (${m.perInstance.join(' / ')} per instance, ${m.opening.failed} failed)`,
        reference: `${count} requested`,
        ratio: ratio(m.opening.opened / setup.streams),
        bar: `all open, on every instance`,
        status: verdict(m.opening.opened === setup.streams && spread === INSTANCES),
      },
      {
        section,
        metric: `live_win broadcast to ${count} streams on ${INSTANCES} instances, slowest`,
        figure: `${ms(m.broadcast.maxMs)} (p95 ${ms(m.broadcast.p95Ms)}, p50 ${ms(m.broadcast.p50Ms)}; ${m.broadcast.delivered}/${m.opening.opened} got it)`,
        reference: `${ms(m.singleMs)} to 1 stream`,
        ratio: ratioOf(m.broadcast.maxMs, m.singleMs),
        bar: `<= ${ms(BROADCAST_BAR_MS)}`,
        status: verdict(m.broadcast.delivered === m.opening.opened && m.broadcast.maxMs <= BROADCAST_BAR_MS),
      },
      {
        section,
        metric: `GET /game/history through HAProxy (${INSTANCES} instances, Postgres)`,
        figure: `${perSecond(m.throughBalancer.perSecond)} (p99 ${ms(m.throughBalancer.p99)}${m.throughBalancer.failures ? `, ${m.throughBalancer.failures} failed` : ''})`,
        reference: `${perSecond(m.oneDirect.perSecond)} one instance direct`,
        ratio: ratio(m.throughBalancer.perSecond / m.oneDirect.perSecond),
        bar: '-',
        status: 'info',
      },
    ];
    return { rows, details: { instances: INSTANCES, streams: setup.streams, seconds: setup.seconds, ...m } };
  } finally {
    clearTimeout(timer);
    for (const child of children) if (child.connected) child.disconnect();
    await db.close();
    await cluster.stop();
  }
}
