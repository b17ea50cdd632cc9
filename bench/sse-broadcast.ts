/**
 * The event-stream load test, shared by `npm run bench:sse` and `npm run bench`: one server in
 * this process on a fresh PGlite, N event streams (one player each) opened by K client processes
 * on loopback (sse-client.ts), then ONE live win placed through the real order path. Measures the
 * open-stream gauge from /metrics, the broadcast's delivery time to every stream (from the POST)
 * beside a broadcast to a single stream first (the reference, and a warm-up of the order path),
 * memory, and how long shutdown takes with the streams open. Bounded by `timeoutMs`; the server,
 * the clients and the data folder are gone when it returns or throws.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { signInitData, tmaAuthorization } from '../server/auth/sign-init-data';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { openDatabase } from '../server/db/open-db';
import { drawOutcome } from '../server/game/rules';
import { SSE_PATH } from '../src/contract/events';
import { percentile, spread } from './stats';

export interface SseBroadcastOptions {
  streams: number;
  clients?: number;
  /** 0: any free port. */
  port?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface SseBroadcastResult {
  requested: number;
  opened: number;
  failed: number;
  openSeconds: number;
  gauge: number;
  delivered: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The same broadcast to one stream (read by this process), before the others open. */
  singleMs: number;
  rssBeforeMb: number;
  rssWithStreamsMb: number;
  heapBeforeMb: number;
  heapWithStreamsMb: number;
  closeMs: number;
}

const now = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

export function waitFor<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
  });
}

export async function openStreams(children: ChildProcess[], port: number, botToken: string, streams: number, clients: number, log: (line: string) => void) {
  const started = Date.now();
  children.push(...Array.from({ length: clients }, () => fork(join(import.meta.dirname, 'sse-client.ts'), { execArgv: ['--import', 'tsx'] })));
  const share = Math.ceil(streams / clients);
  const done = await Promise.all(
    children.map((child, i) => {
      child.send({ kind: 'open', port, botToken, firstTelegramId: 1_000_000 + i * share, count: Math.min(share, streams - i * share) });
      return waitFor<{ opened: number; failed: number; failures: Record<string, number> }>(child, 'opened');
    }),
  );
  const opened = done.reduce((sum, r) => sum + r.opened, 0);
  const failed = done.reduce((sum, r) => sum + r.failed, 0);
  const openSeconds = (Date.now() - started) / 1000;
  const why = done.flatMap((r) => Object.entries(r.failures ?? {})).map(([status, n]) => `${n}x ${status}`);
  log(`opened ${opened} streams (${failed} failed${why.length ? `: ${why.join(', ')}` : ''}) in ${openSeconds.toFixed(1)} s`);
  return { opened, failed, openSeconds };
}

export async function openGauge(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(text.split('\n').find((l) => l.startsWith('sse_open_streams '))?.split(' ')[1] ?? 0);
}

/** A winning order by a player without a stream: the seed is read to pick the winning side. */
export async function placeWinningOrder(base: string, db: Db, botToken: string, key: string): Promise<number> {
  const user = { id: 999, first_name: 'Bench', last_name: 'Winner' };
  const authorization = tmaAuthorization(signInitData({ user, authDate: Math.floor(Date.now() / 1000) }, botToken));
  const me = (await (await fetch(`${base}/api/v1/user/me`, { headers: { authorization } })).json()) as { data: { id: number } };
  await fetch(`${base}/api/v1/game/seed`, { headers: { authorization } });
  const [seed] = await db.query<{ seed: string; client_seed: string; next_nonce: bigint }>('SELECT seed, client_seed, next_nonce FROM game_seeds WHERE user_id = $1 AND revealed_at IS NULL', [me.data.id]);
  const option = drawOutcome('odd_even', { serverSeed: seed!.seed, clientSeed: seed!.client_seed, nonce: Number(seed!.next_nonce) }) % 2 === 0 ? 'even' : 'odd';
  const t0 = now();
  const response = await fetch(`${base}/api/v1/game/orders`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ game: 'odd_even', option, amount: '1' }),
  });
  const order = (await response.json()) as { data: { result: string } };
  if (order.data.result !== 'win') throw new Error('the bench order did not win');
  return t0;
}

/**
 * One stream read here and winning orders, the time until each live_win arrives on it: one to
 * warm the order path up, then the median of three.
 */
export async function singleStreamBroadcast(base: string, db: Db, botToken: string): Promise<number> {
  const user = { id: 998, first_name: 'Bench', last_name: 'Single' };
  const authorization = tmaAuthorization(signInitData({ user, authDate: Math.floor(Date.now() / 1000) }, botToken));
  const abort = new AbortController();
  const response = await fetch(`${base}${SSE_PATH}`, { headers: { authorization }, signal: abort.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const readUntil = async (text: string) => {
    let seen = '';
    while (!seen.includes(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before "${text}"`);
      seen += decoder.decode(value, { stream: true });
    }
    return now();
  };
  try {
    await readUntil('retry: ');
    const times: number[] = [];
    for (let order = 0; order < 4; order += 1) {
      const t0 = await placeWinningOrder(base, db, botToken, `bench-win-single-${order}`);
      times.push((await readUntil('"live_win"')) - t0);
    }
    return spread(times.slice(1)).median;
  } finally {
    abort.abort();
  }
}

export async function runSseBroadcast({ streams, clients: wanted = 2, port = 0, timeoutMs = 150_000, log = console.log }: SseBroadcastOptions): Promise<SseBroadcastResult> {
  const clients = Math.min(wanted, streams);
  const fdLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  log(`fd limit (ulimit -n): ${fdLimit}; this process needs ~${streams + 100}, each client ~${Math.ceil(streams / clients) + 50}`);
  if (fdLimit < streams + 100) console.warn(`warning: raise ulimit -n above ${streams + 100} (Node cannot raise it) or expect failed opens`);

  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-bench-sse-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', DATA_DIR: dataDir, DEMO_BALANCE: '100' });
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, serveApp: false });
  const children: ChildProcess[] = [];
  let timer: NodeJS.Timeout | undefined;

  const measure = async (): Promise<Omit<SseBroadcastResult, 'closeMs'>> => {
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const base = `http://127.0.0.1:${actualPort}`;
    const singleMs = await singleStreamBroadcast(base, db, config.botToken);
    log(`live_win delivered to 1 stream in ${singleMs.toFixed(1)} ms (the reference: median of 3 after a warm-up)`);
    const before = process.memoryUsage();
    const { opened, failed, openSeconds } = await openStreams(children, actualPort, config.botToken, streams, clients, log);
    const gauge = await openGauge(base);
    log(`sse_open_streams (from /metrics): ${gauge}`);
    const withStreams = process.memoryUsage();
    const received = children.map((child) => waitFor<{ times: number[] }>(child, 'received'));
    const t0 = await placeWinningOrder(base, db, config.botToken, 'bench-win');
    // Each child reports once all its streams got the win; after 10 s, ask for what arrived.
    const ask = setTimeout(() => children.forEach((child) => child.connected && child.send({ kind: 'report' })), 10_000);
    const latencies = (await Promise.all(received)).flatMap((r) => r.times).map((t) => t - t0);
    clearTimeout(ask);
    const maxMs = latencies.length ? Math.max(...latencies) : Number.NaN;
    const p50Ms = percentile(latencies, 50);
    const p95Ms = percentile(latencies, 95);
    log(`live_win delivered to ${latencies.length}/${gauge} streams: p50 ${p50Ms.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (from the order POST)`);
    log(`server RSS: ${mb(before.rss)} MB before streams, ${mb(withStreams.rss)} MB with them, peak ${mb(process.resourceUsage().maxRSS * 1024)} MB (this process: server + PGlite); JS heap ${mb(before.heapUsed)} MB before, ${mb(withStreams.heapUsed)} MB with them`);
    return {
      requested: streams, opened, failed, openSeconds, gauge, delivered: latencies.length, p50Ms, p95Ms, maxMs, singleMs,
      rssBeforeMb: mb(before.rss), rssWithStreamsMb: mb(withStreams.rss), heapBeforeMb: mb(before.heapUsed), heapWithStreamsMb: mb(withStreams.heapUsed),
    };
  };

  let measured: Omit<SseBroadcastResult, 'closeMs'>;
  let closeMs: number;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the SSE broadcast did not finish within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    measured = await Promise.race([measure(), timeout]);
  } finally {
    clearTimeout(timer);
    for (const child of children) if (child.connected) child.disconnect();
    const closing = Date.now();
    await app.close();
    closeMs = Date.now() - closing;
    log(`app.close() with the streams open took ${closeMs} ms`);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ...measured, closeMs };
}
