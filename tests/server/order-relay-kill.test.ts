/**
 * An order's events leave through the instance's relay after the commit (server/events/relay.ts):
 * the process group killed (SIGKILL) right after the order committed, before its relay ran, loses
 * no event. The order is in the books and its events wait in the outbox; the restarted server's
 * relay moves them into the stream, where a client resuming from before the order gets them.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

// Its outcome is the fair seed's: a win (1 in 10) stages a live_win for everyone beside the player's new_game.
const ORDER = { game: 'lucky_number', option: 'lucky_number', number: 3, amount: '1' };

describe.each(killTestKinds())('an order killed between its commit and its relay [%s]', (kind) => {
  const run = killTestRun();

  it('loses no event: the restarted relay publishes it', { timeout: 600_000 }, async () => {
    const database = (run.database = await killTestDatabase(kind));
    const env = { ...database.env, DEMO_BALANCE: '100' };
    const user = { id: 9_560_001, first_name: 'Relayed', language_code: 'en' };
    run.server = await startStoppingAt(env, 'order:committed');
    const api = apiOf(run.server, user);
    await api('GET', '/api/v1/user/me');
    // Killed well after its relay's timer (1 s) would have moved the staged event, had the
    // stopped process gone on running: a crash at that step leaves it staged, whenever the kill comes.
    const killed = await killDuring(run.server.child, 'order:committed', () => api('POST', '/api/v1/game/orders', ORDER, { 'idempotency-key': 'relay-kill-1' }), 2_500);
    expect(killed).toEqual(KILLED_UNANSWERED);

    const published = (db: Parameters<Parameters<typeof database.use>[0]>[0]) =>
      db.query<{ type: string; order_id: string }>("SELECT e.type, e.data->>'orderId' AS order_id FROM events e JOIN users u ON u.id = e.user_id WHERE u.telegram_id = $1", [user.id]);
    const liveWins = (db: Parameters<Parameters<typeof database.use>[0]>[0]) => db.query("SELECT id FROM events WHERE type = 'live_win' AND user_id IS NULL");
    const { orderId, won } = await database.use(async (db) => {
      const orders = await db.query<{ id: bigint; result: string }>('SELECT o.id, o.result FROM orders o JOIN users u ON u.id = o.user_id WHERE u.telegram_id = $1', [user.id]);
      expect(orders).toHaveLength(1);
      const isWin = orders[0]!.result === 'win';
      // Committed with the order, not yet published.
      expect((await db.query<{ type: string }>('SELECT type FROM event_outbox ORDER BY id')).map((row) => row.type)).toEqual(isWin ? ['new_game', 'live_win'] : ['new_game']);
      expect(await published(db)).toEqual([]);
      expect(await liveWins(db)).toEqual([]);
      return { orderId: String(orders[0]!.id), won: isWin };
    });

    // Started and stopped: its relay runs once it is ready, and a stop waits for that run.
    run.server = await startServerProcess(env);
    // The retry with the same key is the original order, answered now.
    const again = await apiOf(run.server, user)('POST', '/api/v1/game/orders', ORDER, { 'idempotency-key': 'relay-kill-1' });
    expect(again.status).toBe(200);
    expect(await run.server.stop()).toBe(0);
    await database.use(async (db) => {
      expect(await published(db)).toEqual([{ type: 'new_game', order_id: orderId }]);
      expect(await liveWins(db)).toHaveLength(won ? 1 : 0);
      expect(await db.query('SELECT id FROM event_outbox')).toEqual([]);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
