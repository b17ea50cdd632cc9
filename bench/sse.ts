/**
 * `npm run bench:sse [-- --streams N --clients K]`: one server process (this one) on a fresh
 * PGlite, N event streams (default 10,000, one player each) opened by K client processes on
 * loopback, then ONE live win placed through the real order path. Prints the open-stream gauge
 * from /metrics, the broadcast's delivery time to all streams (p50/p95/max from the POST), and
 * the server's peak RSS. Bounded: exits by itself, at the latest after 150 s.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { signInitData, tmaAuthorization } from '../server/auth/sign-init-data';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open-db';
import { drawDigit } from '../server/game/rules';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const streams = arg('streams', 10_000);
const clients = Math.min(arg('clients', 2), streams);
const now = () => performance.timeOrigin + performance.now();
const guard = setTimeout(() => {
  console.error('bench:sse did not finish within 150 s');
  process.exit(1);
}, 150_000);

const fdLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
console.log(`fd limit (ulimit -n): ${fdLimit}; this process needs ~${streams + 100}, each client ~${Math.ceil(streams / clients) + 50}`);
if (fdLimit < streams + 100) console.warn(`warning: raise ulimit -n above ${streams + 100} (Node cannot raise it) or expect failed opens`);

const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-bench-sse-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MIN: '0', DATA_DIR: dataDir, DEMO_BALANCE: '100' });
const db = await openDatabase(config);
const app = await buildApp({ config, db, serveApp: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const rssBefore = process.memoryUsage().rss;

function waitFor<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
  });
}

async function openStreams(): Promise<ChildProcess[]> {
  const started = Date.now();
  const children = Array.from({ length: clients }, () => fork(join(import.meta.dirname, 'sse-client.ts'), { execArgv: ['--import', 'tsx'] }));
  const share = Math.ceil(streams / clients);
  const reports = children.map((child, i) => {
    const count = Math.min(share, streams - i * share);
    child.send({ kind: 'open', port, botToken: config.botToken, firstTelegramId: 1_000_000 + i * share, count });
    return waitFor<{ opened: number; failed: number }>(child, 'opened');
  });
  const done = await Promise.all(reports);
  const opened = done.reduce((sum, r) => sum + r.opened, 0);
  const failed = done.reduce((sum, r) => sum + r.failed, 0);
  console.log(`opened ${opened} streams (${failed} failed) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return children;
}

async function openGauge(): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('sse_open_streams '));
  return Number(line?.split(' ')[1] ?? 0);
}

/** A winning order by a player without a stream: the seed is read to pick the winning side. */
async function placeWinningOrder(): Promise<number> {
  const user = { id: 999, first_name: 'Bench', last_name: 'Winner' };
  const authorization = tmaAuthorization(signInitData({ user, authDate: Math.floor(Date.now() / 1000) }, config.botToken));
  const me = (await (await fetch(`${base}/api/v1/user/me`, { headers: { authorization } })).json()) as { data: { id: number } };
  await fetch(`${base}/api/v1/game/seed`, { headers: { authorization } });
  const [seed] = await db.query<{ seed: string; next_nonce: bigint }>('SELECT seed, next_nonce FROM game_seeds WHERE user_id = $1 AND revealed_at IS NULL', [me.data.id]);
  const option = drawDigit(seed!.seed, me.data.id, Number(seed!.next_nonce)) % 2 === 0 ? 'even' : 'odd';
  const t0 = now();
  const response = await fetch(`${base}/api/v1/game/orders`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': 'bench-win' },
    body: JSON.stringify({ game: 'odd_even', option, amount: '1' }),
  });
  const order = (await response.json()) as { data: { result: string } };
  if (order.data.result !== 'win') throw new Error('the bench order did not win');
  return t0;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const children = await openStreams();
const gauge = await openGauge();
console.log(`sse_open_streams (from /metrics): ${gauge}`);
const received = children.map((child) => waitFor<{ times: number[] }>(child, 'received'));
const t0 = await placeWinningOrder();
// Each child reports once all its streams got the win; after 10 s, ask for what arrived.
const ask = setTimeout(() => children.forEach((child) => child.send({ kind: 'report' })), 10_000);
const times = (await Promise.all(received)).flatMap((r) => r.times);
clearTimeout(ask);
// oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
const latencies = times.map((t) => t - t0).sort((x, y) => x - y);
console.log(`live_win delivered to ${latencies.length}/${gauge} streams: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (from the order POST)`);
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(`server RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MB before streams, peak ${peakMb.toFixed(0)} MB (this process: server + PGlite)`);

for (const child of children) child.disconnect();
const closing = Date.now();
await app.close();
console.log(`app.close() with ${gauge} open streams took ${Date.now() - closing} ms`);
await db.close();
rmSync(dataDir, { recursive: true, force: true });
clearTimeout(guard);
