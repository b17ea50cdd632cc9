import { expect, it } from 'vitest';
import { enqueueEvents } from '../../server/events/outbox';
import { eventsSince, pruneEvents } from '../../server/events/event-repository';
import { openStream, orderThat, untilPublished } from './helpers/sse-helpers';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

// oxlint-disable-next-line typescript/no-explicit-any -- history entries from the API
const newGame = (order: any) => ({ type: 'new_game', data: { result: order.result, orderId: order.orderId, option: order.option } });
// oxlint-disable-next-line typescript/no-explicit-any -- history entries from the API
const liveWin = (order: any, name: string) => ({
  type: 'live_win',
  data: { id: order.orderId, name, game: 'odd_even', option: order.option, payout: order.payout, createdAt: order.createdAt },
});

describeEachDb('event stream replay (Last-Event-ID)', (ctx) => {
  it("replays exactly what the player missed, their own and broadcasts, in id order, then goes live", async () => {
    const alice = newTelegramUser({ first_name: 'Alice', last_name: 'A' });
    const carol = newTelegramUser({ first_name: 'Carol', last_name: 'C' });
    const first = await openStream(ctx, alice);
    await orderThat(ctx, alice, 'loss');
    await first.untilCount(1);
    const lastId = first.messages[0]!.id!;
    first.close();

    const a1 = await orderThat(ctx, alice, 'loss');
    await orderThat(ctx, carol, 'loss'); // Carol's own new_game: never Alice's
    const c2 = await orderThat(ctx, carol, 'win'); // a broadcast: Alice missed it too
    const a2 = await orderThat(ctx, alice, 'win');
    const missed = [newGame(a1), liveWin(c2, 'Carol C.'), newGame(a2), liveWin(a2, 'Alice A.')];

    const resumed = await openStream(ctx, alice, { 'last-event-id': lastId });
    await resumed.untilCount(4);
    expect(resumed.events).toEqual(missed);
    const ids = resumed.messages.map((message) => Number(message.id));
    expect(ids.every((id, i) => id > (i === 0 ? Number(lastId) : ids[i - 1]!))).toBe(true);

    // The query parameter serves clients that cannot set headers.
    const byQuery = await openStream(ctx, alice, {}, `?lastEventId=${lastId}`);
    await byQuery.untilCount(4);
    expect(byQuery.events).toEqual(missed);

    const a3 = await orderThat(ctx, alice, 'loss');
    await resumed.untilCount(5);
    await byQuery.untilCount(5);
    expect(resumed.events.slice(4)).toEqual([newGame(a3)]);
    expect(byQuery.events.slice(4)).toEqual([newGame(a3)]);
    resumed.close();
    byQuery.close();
  });

  it('ignores a malformed Last-Event-ID and replays nothing for a future one, without error', async () => {
    const user = newTelegramUser();
    await untilPublished(ctx, (await orderThat(ctx, user, 'loss')).orderId);
    const [{ max }] = (await ctx.db.query<{ max: bigint }>('SELECT max(id) AS max FROM events')) as [{ max: bigint }];
    for (const bad of ['abc', '-1', '1e3', '12.5', ' ', '9'.repeat(40), String(max + 1000n)]) {
      const client = await openStream(ctx, user, { 'last-event-id': bad });
      expect(client.status).toBe(200);
      const order = await orderThat(ctx, user, 'loss');
      await client.untilCount(1);
      await untilPublished(ctx, order.orderId);
      // Nothing replayed, and live events still flow (a future id must not hide them).
      expect(client.events).toEqual([newGame(order)]);
      client.close();
    }
  });

  it('keeps events 24 h: older ones are neither replayed nor kept by the pruner', async () => {
    const user = newTelegramUser();
    const order = await orderThat(ctx, user, 'loss');
    const eventId = await untilPublished(ctx, order.orderId);
    const [row] = await ctx.db.query<{ id: bigint; user_id: bigint }>('SELECT id, user_id FROM events WHERE id = $1', [eventId]);
    const day = 24 * 3600 * 1000;
    expect((await eventsSince(ctx.db, Number(row!.user_id), Number(row!.id) - 1, 1000, day)).map((e) => e.id)).toEqual([Number(row!.id)]);
    await ctx.db.query("UPDATE events SET created_at = now() - interval '25 hours' WHERE id = $1", [row!.id]);
    expect(await eventsSince(ctx.db, Number(row!.user_id), Number(row!.id) - 1, 1000, day)).toEqual([]);
    expect(await pruneEvents(ctx.db, day)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.query('SELECT id FROM events WHERE id = $1', [row!.id])).toEqual([]);
    expect(order.result).toBe('loss');
  });

  it('replays at most the newest replayLimit events, in id order', async () => {
    const user = newTelegramUser();
    const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
    await ctx.db.transaction((tx) =>
      enqueueEvents(
        tx,
        Array.from({ length: 5 }, (_, i) => ({ userId: id, event: { type: 'new_withdraw' as const, data: { payout: `${i}.000000`, destination: 'balance' as const } } })),
      ),
    );
    const events = await eventsSince(ctx.db, id, 0, 3, 24 * 3600 * 1000);
    expect(events.map((event) => JSON.parse(event.frame.split('data: ')[1]!).data.payout)).toEqual(['2.000000', '3.000000', '4.000000']);
  });
});
