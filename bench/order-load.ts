/**
 * The orders section's load: PLAYERS players made ready through the API (a first order credits
 * their demo balance; stake and loss limits for the day, week and month, so every order checks
 * them), then CLIENTS clients in a closed loop of real orders (each a fresh Idempotency-Key, the
 * players taken in turn) for a bounded time, over keep-alive connections of one undici pool.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { authHeader, freshUser, ODD } from '../server/dev/scripted-player';
import { percentile } from './stats';

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

export interface OrderLoad {
  seconds: number;
  /** Orders answered 201. */
  placed: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 201, by status ("error" for a failed connection or a timeout). */
  failures: Record<string, number>;
}

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

/** CLIENTS clients, each placing an order as soon as its last one was answered, for `seconds`. */
export async function runOrders(pool: Pool, players: Player[], seconds: number): Promise<OrderLoad> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const player = players[next++ % players.length]!;
      const t0 = performance.now();
      let status: string;
      try {
        status = String((await order(pool, player, ORDER_TIMEOUT_MS)).status);
      } catch {
        status = 'error';
      }
      if (status === '201') latencies.push(performance.now() - t0);
      else failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { seconds: elapsed, placed: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

export const failureCount = (load: OrderLoad) => Object.values(load.failures).reduce((a, b) => a + b, 0);
