/**
 * The orders section's load: PLAYERS players made ready through the API (a first order credits
 * their demo balance; stake and loss limits for the day, week and month, so every order checks
 * them) over keep-alive connections of one undici pool; then CLIENTS clients of wrk in a closed
 * loop of real orders (each a fresh Idempotency-Key, the players taken in turn) for a bounded time.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Pool } from 'undici';
import { ensureDebianCommand } from '../scripts/cluster/debian-command';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { authHeader, freshUser, ODD } from '../server/dev/scripted-player';
import { parseWrkRun, type WrkRun } from './wrk-result';

const run = promisify(execFile);

export const PLAYERS = 200;
export const CLIENTS = 20;
/** Far above what a run stakes or loses, so every order is admitted after its checks. */
const LIMIT_AMOUNT = '900000';
const LIMITS = [
  { kind: 'stake', period: 'day' },
  { kind: 'stake', period: 'week' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'month' },
] as const;
/** An order unanswered this long counts as failed ("error"); making the players ready may take longer on a loaded machine. */
const ORDER_TIMEOUT_MS = 30_000;
const SETUP_TIMEOUT_MS = 120_000;
const BODY = JSON.stringify(ODD);

export interface Player {
  user: InitDataUser;
  authorization: string;
}

/** One closed-loop run of orders (bench/wrk-result.ts). */
export type OrderLoad = WrkRun;

export function orderPool(base: string): Pool {
  return new Pool(base, { connections: CLIENTS, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: SETUP_TIMEOUT_MS, bodyTimeout: SETUP_TIMEOUT_MS });
}

async function send(pool: Pool, method: 'POST' | 'PUT', path: string, headers: Record<string, string>, body: string, timeoutMs = SETUP_TIMEOUT_MS): Promise<{ status: number; text: string }> {
  const answer = await pool.request({ method, path, headers: { ...headers, 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(timeoutMs) });
  return { status: answer.statusCode, text: await answer.body.text() };
}

const order = (pool: Pool, player: Player, timeoutMs?: number) =>
  send(pool, 'POST', '/api/v1/game/orders', { authorization: player.authorization, 'idempotency-key': randomUUID() }, BODY, timeoutMs);

/** PLAYERS fresh players, each with one order placed and its limits set; `name` keeps runs apart. */
export async function preparePlayers(pool: Pool, name: string): Promise<Player[]> {
  const players = Array.from({ length: PLAYERS }, (_, i): Player => {
    const user = freshUser(`${name}${i}`);
    return { user, authorization: authHeader(user) };
  });
  for (let i = 0; i < players.length; i += CLIENTS) {
    await Promise.all(players.slice(i, i + CLIENTS).map(async (player) => {
      const first = await order(pool, player);
      if (first.status !== 201) throw new Error(`a first order answered ${first.status}: ${first.text.slice(0, 200)}`);
      for (const limit of LIMITS) {
        const set = await send(pool, 'PUT', '/api/v1/player/limits', { authorization: player.authorization }, JSON.stringify({ ...limit, amount: LIMIT_AMOUNT }));
        if (set.status !== 200) throw new Error(`setting a limit answered ${set.status}: ${set.text.slice(0, 200)}`);
      }
    }));
  }
  return players;
}

/** wrk's threads, as pgbench's (`-j 2`): each keeps CLIENTS / THREADS connections. */
export const THREADS = 2;
const WRK_SCRIPT = fileURLToPath(new URL('./orders.lua', import.meta.url));

/**
 * CLIENTS clients, each placing an order as soon as its last one was answered, for `seconds`:
 * wrk (Debian's, a C client as pgbench is, so the load generator takes a small share of the cores
 * the server and Postgres share; docs/performance.md, "Orders at scale") running bench/orders.lua.
 */
export async function runOrders(base: string, players: Player[], seconds: number): Promise<OrderLoad> {
  const wrk = ensureDebianCommand('wrk', 'wrk');
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-orders-wrk-'));
  try {
    const playersFile = join(dir, 'players');
    const placedFile = join(dir, 'placed');
    writeFileSync(playersFile, players.map((player) => player.authorization).join('\n'));
    const args = ['-c', String(CLIENTS), '-t', String(THREADS), '-d', `${seconds}s`, '--timeout', `${ORDER_TIMEOUT_MS / 1000}s`, '-s', WRK_SCRIPT, base, '--', playersFile, randomUUID(), String(THREADS), BODY, placedFile];
    // `times` prints the shell's and then its children's CPU time: wrk's own.
    const { stdout } = await run('sh', ['-c', '"$0" "$@"; times', wrk, ...args], { maxBuffer: 1 << 20, timeout: (seconds + 60) * 1000 });
    return parseWrkRun(stdout, existsSync(placedFile) ? readFileSync(placedFile, 'utf8').split('\n').filter(Boolean) : []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const failureCount = (load: OrderLoad) => Object.values(load.failures).reduce((a, b) => a + b, 0);
