import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { LISTENER_APPLICATION_NAME } from '../../server/db/pg-listener';
import { SESSIONS_CHANNEL } from '../../server/events/session-notice';
import { openPostgresDb } from '../../server/db/pg-db';
import type { FastifyInstance } from 'fastify';
import { SSE_PATH } from '../../src/contract/events';
import { SseClient } from './helpers/sse-client';
import { openStream, orderThat, sleep } from './helpers/sse-helpers';
import { ServerContext, newTelegramUser } from './helpers/test-server';

// Two instances need a shared server database: Postgres only.
describe.skipIf(!inject('postgresUrl'))('event stream across instances [postgres]', () => {
  const a = new ServerContext('postgres', {});
  let dbB: Db;
  let appB: FastifyInstance;
  let baseB: string;

  beforeAll(async () => {
    await a.start();
    dbB = await openPostgresDb(a.databaseUrl!);
    appB = await buildApp({ config: a.config, db: dbB, serveApp: false });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    const address = appB.server.address();
    baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await appB?.close();
    await dbB?.close();
    await a.stop();
  });

  const openOnB = async (user: ReturnType<typeof newTelegramUser>) => {
    const client = await SseClient.open(`${baseB}${SSE_PATH}`, { authorization: a.authFor(user) });
    await client.until((c) => c.retry !== null, 5000, 'retry');
    return client;
  };

  it('delivers an order placed on instance A to the stream held on instance B', async () => {
    const user = newTelegramUser();
    const onB = await openOnB(user);
    const onA = await openStream(a, newTelegramUser());
    const win = await orderThat(a, user, 'win');
    await onB.untilCount(2);
    expect(onB.events.map((event) => event.type)).toEqual(['new_game', 'live_win']);
    expect(onB.events[0].data.orderId).toBe(win.orderId);
    // The broadcast reached A's other player too, with the same id.
    await onA.untilCount(1);
    expect(onA.messages[0]?.id).toBe(onB.messages[1]?.id);
    onB.close();
    onA.close();
  });

  it("a logout on instance A ends the player's stream on instance B, and no one else's", async () => {
    const user = newTelegramUser();
    const other = newTelegramUser();
    const onB = await openOnB(user);
    const othersOnB = await openOnB(other);
    expect((await a.call('POST', '/api/v1/auth/logout', { user })).status).toBe(204);
    await onB.until((c) => c.ended, 5000, 'the stream on B to end');
    // The other player's stream on B still delivers.
    const win = await orderThat(a, other, 'win');
    await othersOnB.untilCount(2);
    expect(othersOnB.events[0].data.orderId).toBe(win.orderId);
    expect(othersOnB.ended).toBe(false);
    othersOnB.close();
  });

  it('a logout whose notice was lost while B\'s listener reconnected still ends the stream on B', async () => {
    const user = newTelegramUser();
    const onB = await openOnB(user);
    // The logout commits while no instance listens: both listeners are killed (and waited for) in
    // the same transaction that bumps the token version and sends the notice, so it reaches no one.
    await a.db.transaction(async (tx) => {
      const killed = await tx.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid, 5000) AS ok FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.map((row) => row.ok)).toEqual([true, true]);
      const [row] = await tx.query<{ id: bigint }>('UPDATE users SET token_version = token_version + 1 WHERE telegram_id = $1 RETURNING id', [user.id]);
      await tx.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, String(row!.id)]);
    });
    // Once B's listener is back it checks its streams' token versions: this one was revoked.
    await onB.until((c) => c.ended, 10_000, 'the revoked stream on B to end after the listener resumed');
    expect(onB.events).toEqual([]);
  });

  it('shows an order placed on instance A in the history read on instance B right after', async () => {
    const user = newTelegramUser();
    const historyOnB = async () => {
      const response = await fetch(`${baseB}/api/v1/game/history`, { headers: { authorization: a.authFor(user) } });
      return ((await response.json()) as { data: { orderId: string }[] }).data.map((entry) => entry.orderId);
    };
    expect(await historyOnB()).toEqual([]);
    const placed = await orderThat(a, user, 'loss');
    expect(await historyOnB()).toEqual([placed.orderId]);
  });

  it('catches up after its LISTEN connection is killed', async () => {
    const user = newTelegramUser();
    const onB = await openOnB(user);
    const killed = await a.db.query<{ ok: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(killed.length).toBe(2); // one listener per instance
    // Committed while B (and A) have no listener: delivered by the catch-up after reconnecting.
    const lost = await orderThat(a, user, 'loss');
    await onB.untilCount(1, 10_000);
    expect(onB.events[0].data.orderId).toBe(lost.orderId);
    await sleep(100);
    const live = await orderThat(a, user, 'loss');
    await onB.untilCount(2);
    expect(onB.events[1].data.orderId).toBe(live.orderId);
    expect(onB.messages).toHaveLength(2);
    onB.close();
  });
});
