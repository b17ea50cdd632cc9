import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSE_PATH } from '../../src/contract/events';
import { enqueueEvents } from '../../server/events/outbox';
import { metric, openStream, orderThat, sleep } from './helpers/sse-helpers';
import { ServerContext, describeEachDb, newTelegramUser } from './helpers/test-server';

/** A client that sends the request and never reads a byte: its buffers fill up. */
async function stalledClient(ctx: ServerContext, authorization: string): Promise<Socket> {
  const { port } = new URL(await ctx.listen());
  const socket = connect(Number(port), '127.0.0.1');
  socket.pause();
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${SSE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n\r\n`);
  return socket;
}

describeEachDb(
  'event stream limits',
  (ctx) => {
    it('drops a client that stops reading once its buffer passes the limit, while others still receive', async () => {
      const reader = newTelegramUser();
      const fast = await openStream(ctx, reader);
      const slow = await stalledClient(ctx, ctx.authFor(newTelegramUser()));
      const closed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      await sleep(200);
      const droppedBefore = await metric(ctx, 'sse_streams_dropped_total{reason="slow"}');
      // 10 KB broadcasts (too big to NOTIFY: the listener reads the row) until the slow one goes.
      const bulky = { type: 'live_win' as const, data: { id: '1', name: 'x'.repeat(10_000), game: 'odd_even' as const, option: 'odd' as const, payout: '1.000000', createdAt: new Date().toISOString() } };
      let sent = 0;
      while ((await metric(ctx, 'sse_streams_dropped_total{reason="slow"}')) === droppedBefore && sent < 2000) {
        await ctx.db.transaction((tx) => enqueueEvents(tx, [{ userId: null, event: bulky }]));
        sent += 1;
        await fast.untilCount(sent, 10_000);
      }
      expect(await metric(ctx, 'sse_streams_dropped_total{reason="slow"}')).toBe(droppedBefore + 1);
      slow.resume();
      await closed;
      // The reader got every event and still gets new ones.
      const order = await orderThat(ctx, reader, 'loss');
      await fast.until((c) => c.events.at(-1)?.data.orderId === order.orderId, 5000, 'the order after the drop');
      expect(fast.messages).toHaveLength(sent + 1);
      fast.close();
      // Each broadcast waits for the fast reader: about 100 of them, 2 s on a quiet machine, past
      // 30 s at a load average of 25, and a test cut off there leaves its broadcasts to the next.
    }, 120_000);

    it("closes a player's oldest stream when they open one more than the cap", async () => {
      const user = newTelegramUser();
      const evictedBefore = await metric(ctx, 'sse_streams_dropped_total{reason="evicted"}');
      const streams = [];
      for (let i = 0; i < 4; i += 1) streams.push(await openStream(ctx, user));
      await streams[0]!.until((c) => c.ended, 3000, 'the oldest stream to end');
      expect(streams.slice(1).map((s) => s.ended)).toEqual([false, false, false]);
      expect(await metric(ctx, 'sse_streams_dropped_total{reason="evicted"}')).toBe(evictedBefore + 1);
      const order = await orderThat(ctx, user, 'loss');
      for (const stream of streams.slice(1)) await stream.untilCount(1);
      expect(streams[0]!.messages).toEqual([]);
      expect(streams[1]!.events[0].data.orderId).toBe(order.orderId);
      for (const stream of streams) stream.close();
    });
  },
  {},
  { maxBufferBytes: 64 * 1024, maxStreamsPerUser: 3 },
);

describe('event stream shutdown', () => {
  const ctx = new ServerContext('pglite', {});
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());

  it('app.close() ends every open stream (a stalled one too) within 5 s', async () => {
    const streams = await Promise.all([newTelegramUser(), newTelegramUser(), newTelegramUser()].map((user) => openStream(ctx, user)));
    const stalled = await stalledClient(ctx, ctx.authFor(newTelegramUser()));
    const stalledClosed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    await sleep(100);
    const started = Date.now();
    await ctx.app.close();
    for (const stream of streams) await stream.until((c) => c.ended, 5000, 'the stream to end');
    stalled.resume();
    await stalledClosed;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
