/**
 * The stream's resume point before any event (docs/event-channel.md): right after `retry:` comes an
 * `id: <cursor>` with no data, so a client that has received nothing yet still resumes without
 * loss after a handover, a restart or a drop.
 */
import { expect, it } from 'vitest';
import { openStream, orderThat } from './helpers/sse-helpers';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('event stream resume point', (ctx) => {
  it("sends the player's newest event id (0 before any) at once, before any event", async () => {
    // A fresh database: nobody has an event yet.
    const first = await openStream(ctx, newTelegramUser());
    await first.until((c) => c.cursor !== null, 5000, 'the cursor');
    expect(first.cursor).toBe('0');
    expect(first.messages).toEqual([]);
    first.close();

    const alice = newTelegramUser();
    const order = await orderThat(ctx, alice, 'loss');
    // The order's event leaves through the instance's relay just after its commit (docs/performance.md, "Orders at scale").
    const published = async () => (await ctx.db.query<{ id: bigint | null }>("SELECT max(id) AS id FROM events WHERE data->>'orderId' = $1", [order.orderId]))[0]?.id ?? null;
    await expect.poll(published, { timeout: 10_000 }).not.toBeNull();
    const stream = await openStream(ctx, alice);
    await stream.until((c) => c.cursor !== null, 5000, 'the cursor');
    const [row] = await ctx.db.query<{ id: bigint }>("SELECT max(id) AS id FROM events WHERE data->>'orderId' = $1", [order.orderId]);
    expect(stream.cursor).toBe(String(row?.id));
    expect(stream.messages).toEqual([]);
    stream.close();
  });

  it('a client that received nothing resumes from the cursor and misses no event', async () => {
    const bob = newTelegramUser();
    const silent = await openStream(ctx, bob);
    await silent.until((c) => c.cursor !== null, 5000, 'the cursor');
    const cursor = silent.cursor!;
    silent.close();

    const missed = await orderThat(ctx, bob, 'loss');
    const resumed = await openStream(ctx, bob, { 'last-event-id': cursor });
    await resumed.untilCount(1);
    expect(resumed.events).toEqual([{ type: 'new_game', data: { result: 'loss', orderId: missed.orderId, option: missed.option } }]);
    // A resumed stream names its resume point too: where its replay continues from.
    expect(resumed.cursor).toBe(cursor);
    resumed.close();
  });

  it('a Last-Event-ID ahead of the server gets the newest id as resume point, and a client resuming from it misses no order', async () => {
    const carol = newTelegramUser();
    // A client that saw another database (or a bogus one): far ahead of anything here.
    const ahead = await openStream(ctx, carol, { 'last-event-id': '999999999999' });
    await ahead.until((c) => c.cursor !== null, 5000, 'the cursor');
    const [newest] = await ctx.db.query<{ id: bigint | null }>('SELECT max(id) AS id FROM events');
    expect(ahead.cursor).toBe(String(newest?.id ?? 0));
    const cursor = ahead.cursor!;
    ahead.close();

    // Placed while the client was away: resuming from the cursor it was given must deliver it.
    const meanwhile = await orderThat(ctx, carol, 'loss');
    const resumed = await openStream(ctx, carol, { 'last-event-id': cursor });
    await resumed.untilCount(1);
    expect(resumed.events).toEqual([{ type: 'new_game', data: { result: 'loss', orderId: meanwhile.orderId, option: meanwhile.option } }]);
    resumed.close();
  });
});
