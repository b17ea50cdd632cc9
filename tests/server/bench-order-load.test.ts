/**
 * The orders section's clients (bench/order-load.ts running bench/orders.lua in wrk) against a
 * stand-in server that records what it was sent: every request a real order of a prepared player
 * with a fresh Idempotency-Key, and the figures counted from what the server answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, runOrders, THREADS, type OrderLoad, type Player } from '../../bench/order-load';
import { ensureDebianCommand } from '../../scripts/cluster/debian-command';
import { ODD } from '../../server/dev/scripted-player';

function wrkProblem(): string | null {
  try {
    ensureDebianCommand('wrk', 'wrk');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const problem = wrkProblem();
if (problem) console.warn(`the orders load's tests skipped: ${problem}`);

interface Seen {
  keys: string[];
  /** Each request's player (its index) and the wrk thread its key names. */
  sent: { player: number; thread: number }[];
  badRequests: number;
  answered201: string[];
  answered409: number;
  dropped: number;
}

describe.skipIf(problem !== null)(`the orders section's load in wrk${problem ? ` (skipped: ${problem})` : ''}`, () => {
  const seen: Seen = { keys: [], sent: [], badRequests: 0, answered201: [], answered409: 0, dropped: 0 };
  let server: Server;
  let load: OrderLoad;
  const players: Player[] = Array.from({ length: 30 }, (_, i) => ({ user: { id: i + 1, first_name: `P${i}` }, authorization: `tma player-${i}` }));

  beforeAll(async () => {
    let n = 0;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        n += 1;
        const key = String(request.headers['idempotency-key']);
        seen.keys.push(key);
        seen.sent.push({ player: Number(/^tma player-(\d+)$/.exec(String(request.headers.authorization))?.[1] ?? Number.NaN), thread: Number(key.split('-').at(-2)) });
        if (request.method !== 'POST' || request.url !== '/api/v1/game/orders' || body !== JSON.stringify(ODD)) {
          seen.badRequests += 1;
          response.writeHead(400).end();
        } else if (n % 50 === 0) {
          seen.answered409 += 1;
          response.writeHead(409, { 'content-type': 'application/json' }).end('{"error":{"code":"insufficient_balance"}}');
        } else if (n % 101 === 0) {
          seen.dropped += 1;
          request.socket.destroy();
        } else {
          seen.answered201.push(String(n));
          response.writeHead(201, { 'content-type': 'application/json' }).end(`{"data":{"orderId":"${n}","game":"odd_even"},"balance":"1.000000"}`);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    load = await runOrders(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, players, 1);
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends real orders, each with a fresh key, every player's in turn on one thread", () => {
    // A loaded machine may run one thread far ahead of the other, so the turns are counted per
    // thread: within one, its players' counts differ by at most one (two, for the first thread's
    // player whose turn went to the request wrk builds only to check it).
    const perPlayer = new Map<number, number>();
    for (const { player } of seen.sent) perPlayer.set(player, (perPlayer.get(player) ?? 0) + 1);
    const spreads = Array.from({ length: THREADS }, (_, thread) => {
      const counts = players.flatMap((_player, index) => (index % THREADS === thread ? [perPlayer.get(index) ?? 0] : []));
      return Math.max(...counts) - Math.min(...counts);
    });
    expect({
      badRequests: seen.badRequests,
      uniqueKeys: new Set(seen.keys).size === seen.keys.length,
      players: perPlayer.size,
      eachPlayerOnItsThread: seen.sent.every(({ player, thread }) => player % THREADS === thread),
      turnsEven: spreads.every((spread) => spread <= 2),
    }, `the spreads per thread: ${spreads.join(', ')}`).toEqual({ badRequests: 0, uniqueKeys: true, players: players.length, eachPlayerOnItsThread: true, turnsEven: true });
  });

  it("counts each answer once: the 201s by their orders' ids, the 409s and dropped connections as failures, those cut off at the end as unanswered", () => {
    const answered = new Set(seen.answered201);
    // At the deadline wrk closes its CLIENTS connections: each may have one order in flight, answered
    // by the server or not, whose answer nobody reads.
    const atMostOnePerConnection = (n: number) => n >= 0 && n <= CLIENTS;
    // Each order the server answered but wrk did not read was sent and is unanswered.
    const answeredUnread = answered.size - load.placed + seen.answered409 - (load.failures['409'] ?? 0);
    const figures = { placed: load.placed, answered201: answered.size, answered409: seen.answered409, failures: load.failures, dropped: seen.dropped, unanswered: load.unanswered };
    expect({
      eachIdAnswered201: load.placedIds.every((id) => answered.has(id)),
      eachIdOnce: new Set(load.placedIds).size === load.placed,
      cutOff201s: atMostOnePerConnection(answered.size - load.placed),
      cutOff409s: atMostOnePerConnection(seen.answered409 - (load.failures['409'] ?? 0)),
      droppedNotCounted: atMostOnePerConnection(seen.dropped - (load.failures.error ?? 0)),
      unansweredBeyondDropped: atMostOnePerConnection(load.unanswered - seen.dropped) && load.unanswered - seen.dropped >= answeredUnread,
      failureKinds: Object.keys(load.failures).filter((kind) => kind !== '409' && kind !== 'error'),
      perSecond: load.perSecond,
    }, `the figures: ${JSON.stringify(figures)}`).toEqual({
      eachIdAnswered201: true,
      eachIdOnce: true,
      cutOff201s: true,
      cutOff409s: true,
      droppedNotCounted: true,
      unansweredBeyondDropped: true,
      failureKinds: [],
      perSecond: load.placed / load.seconds,
    });
    expect(load.placed).toBeGreaterThan(100);
  });
});

describe.skipIf(problem !== null)('the orders section\'s load in wrk against a server that never answers', () => {
  let received = 0;
  let server: Server;
  let load: OrderLoad;
  const players: Player[] = Array.from({ length: 4 }, (_, i) => ({ user: { id: i + 1, first_name: `Q${i}` }, authorization: `tma quiet-${i}` }));

  beforeAll(async () => {
    server = createServer((request) => {
      request.resume();
      request.on('end', () => (received += 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    load = await runOrders(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, players, 1);
  }, 60_000);

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('counts each order sent, one a connection, as unanswered: none that wrk only built to check its request', async () => {
    // wrk may exit before this loaded process has read every request it wrote.
    await expect.poll(() => received, { timeout: 5000 }).toBe(CLIENTS);
    expect({ unanswered: load.unanswered, placed: load.placed, failures: load.failures }).toEqual({ unanswered: CLIENTS, placed: 0, failures: {} });
  });
});
