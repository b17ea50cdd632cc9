/**
 * The cluster as `npm run cluster` runs it (docs/cluster.md): 3 instances of server/main.ts on one
 * Postgres database behind HAProxy with deploy/haproxy.cfg. Every request and stream goes through
 * the balancer, as a client's would.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { ensureHaproxy } from '../../scripts/cluster/haproxy';
import { ClusterPlayer } from './helpers/cluster-player';
import { booksProblems, openTestDatabase, type TestDatabase } from './helpers/test-database';
import { newTelegramUser } from './helpers/test-server';

const RATE_LIMIT = 20;
const PLAYERS = 30;

function haproxyProblem(): string | null {
  try {
    ensureHaproxy();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const noPostgres = !inject('postgresUrl');
const problem = noPostgres ? null : haproxyProblem();
if (problem) console.warn(`cluster tests skipped: ${problem}`);

describe.skipIf(noPostgres || problem !== null)(`cluster: 3 instances behind HAProxy on Postgres${problem ? ` (skipped: ${problem})` : ''}`, () => {
  let database: TestDatabase;
  let cluster: Cluster;
  const players: ClusterPlayer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres', inject('postgresUrl'));
    cluster = await startCluster({
      instances: 3,
      port: 0,
      instancePort: 0,
      databaseUrl: database.url,
      // Every stream and login here comes from 127.0.0.1: the per-IP limits (tests/server/ip-limits.test.ts)
      // would turn the handovers into a storm of 429s.
      env: { NODE_ENV: 'test', DEMO_BALANCE: '100', RATE_LIMIT_PER_MIN: String(RATE_LIMIT), AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0', LOG_LEVEL: 'error' },
    });
  }, 180_000);

  afterAll(async () => {
    for (const player of players) player.stream?.close();
    await cluster?.stop();
    await database?.dispose();
  }, 60_000);

  it(`spreads the streams of ${PLAYERS} players over the instances`, async () => {
    for (let i = 0; i < PLAYERS; i += 1) players.push(new ClusterPlayer(cluster.url, newTelegramUser()));
    const streams = players.map((player) => player.openStream());
    await Promise.all(streams.map((stream) => stream.until((s) => s.opened === 1, 30_000, 'the stream to open')));
    const perInstance = new Map<string | null, number>();
    for (const stream of streams) perInstance.set(stream.instance, (perInstance.get(stream.instance) ?? 0) + 1);
    expect([...perInstance.keys()].every((id) => cluster.instances.some((instance) => instance.id === id))).toBe(true);
    expect(perInstance.size).toBeGreaterThan(1);
  }, 60_000);

  it('answers 429 at the configured rate, whichever instances the orders reach', async () => {
    const player = new ClusterPlayer(cluster.url, newTelegramUser());
    const answers = [];
    // Three at a time: concurrent requests are spread by leastconn, and counted exactly.
    for (let round = 0; round < (RATE_LIMIT + 4) / 3; round += 1) {
      answers.push(...(await Promise.all([0, 1, 2].map((i) => player.order(`limit-${round}-${i}`)))));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - RATE_LIMIT);
    expect(answers.find((answer) => answer.status === 429)?.json.error.code).toBe('rate_limited');
    expect(new Set(answers.map((answer) => answer.instance)).size).toBeGreaterThan(1);
  }, 60_000);

  it('loses no acknowledged order when an instance is killed (kill -9) while its players order', async () => {
    const counts = new Map<string, number>();
    for (const player of players) counts.set(player.stream!.instance!, (counts.get(player.stream!.instance!) ?? 0) + 1);
    const victim = cluster.instances.reduce((most, instance) => ((counts.get(instance.id) ?? 0) > (counts.get(most.id) ?? 0) ? instance : most));
    const onVictim = players.filter((player) => player.stream!.instance === victim.id);
    expect(onVictim.length).toBeGreaterThan(0);

    // Each places an order and sees it on its stream first: a resume point, like any live client.
    const acknowledged = new Map<ClusterPlayer, string[]>(onVictim.map((player) => [player, []]));
    await Promise.all(
      onVictim.map(async (player) => {
        const answer = await player.orderUntilAnswered(`first-${player.user.id}`);
        expect(answer.status).toBe(201);
        acknowledged.get(player)!.push(answer.json.data.orderId);
        await player.stream!.until((s) => s.events.some((e) => e.data.data?.orderId === answer.json.data.orderId), 20_000, 'the first order');
      }),
    );

    // The burst: 3 orders per player in a row; the victim dies as soon as one of them is answered.
    let killed: Promise<unknown> | null = null;
    const kill = () => {
      if (killed) return;
      victim.kill('SIGKILL');
      killed = victim.exited;
    };
    await Promise.all(
      onVictim.map(async (player) => {
        for (let n = 0; n < 3; n += 1) {
          const answer = await player.orderUntilAnswered(`burst-${player.user.id}-${n}`);
          expect([200, 201]).toContain(answer.status);
          acknowledged.get(player)!.push(answer.json.data.orderId);
          kill();
        }
      }),
    );
    expect(await killed).toBe('SIGKILL');

    // Every acknowledged order reaches its player's stream, resumed through another instance.
    for (const [player, orderIds] of acknowledged) {
      const stream = player.stream!;
      await stream.until(
        (s) => orderIds.every((orderId) => s.events.some((e) => e.data.type === 'new_game' && e.data.data.orderId === orderId)),
        30_000,
        `orders ${orderIds.join(', ')} on the stream of player ${player.user.id}`,
      );
      expect(stream.instance).not.toBe(victim.id);
      expect(stream.instance).not.toBeNull();
      const delivered = stream.events.filter((e) => e.data.type === 'new_game').map((e) => e.data.data.orderId);
      expect(new Set(delivered).size).toBe(delivered.length);
    }
    expect(await booksProblems(database.db)).toEqual([]);
  }, 90_000);

  it('drains an instance on SIGTERM: out of rotation, streams handed over, every request answered', async () => {
    const alive = cluster.instances.filter((instance) => players.some((player) => player.stream!.instance === instance.id));
    const leaving = alive.reduce((most, instance) => {
      const on = (id: string) => players.filter((player) => player.stream!.instance === id).length;
      return on(instance.id) > on(most.id) ? instance : most;
    });
    const onLeaving = players.filter((player) => player.stream!.instance === leaving.id);
    expect(onLeaving.length).toBeGreaterThan(0);
    const handoversBefore = new Map(onLeaving.map((player) => [player, player.stream!.retries.length]));

    leaving.kill('SIGTERM');
    // While it drains it says so to the balancer's checks, and still answers. The signal reaches
    // the process a moment after kill() returns: a check sent at once may still be answered ready.
    const readiness = async () => {
      const ready = await fetch(`${leaving.url}/readyz`);
      return ready.status === 503 ? ((await ready.json()) as { error: { code: string } }).error.code : String(ready.status);
    };
    await expect.poll(readiness, { timeout: 2000, interval: 50 }).toBe('draining');

    // Orders through the balancer during the whole drain: not one may fail (no retries here).
    const placed = new Map<ClusterPlayer, string[]>(onLeaving.map((player) => [player, []]));
    const stopped = leaving.exited;
    const drained = { gone: false };
    void stopped.then(() => (drained.gone = true));
    // Paced, so the players stay under the rate limit: one order each every 500 ms or so.
    for (let round = 0; !drained.gone || round < 2; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answers = await Promise.all(onLeaving.map((player) => player.order(`drain-${player.user.id}-${round}`)));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(201);
        placed.get(onLeaving[i]!)!.push(answer.json.data.orderId);
      }
    }
    expect(await stopped).toBe(0);

    for (const [player, orderIds] of placed) {
      const stream = player.stream!;
      await stream.until((s) => orderIds.every((orderId) => s.events.some((e) => e.data.data?.orderId === orderId)), 30_000, `orders ${orderIds.join(', ')}`);
      // The stream was ended with a short retry hint, then resumed on another instance.
      const hint = stream.retries[handoversBefore.get(player)!];
      expect(hint).toBeGreaterThanOrEqual(1000);
      expect(hint).toBeLessThan(2000);
      expect(stream.instance).not.toBe(leaving.id);
      expect(stream.instance).not.toBeNull();
    }
    expect(await booksProblems(database.db)).toEqual([]);
  }, 90_000);
});
