import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSE_PATH } from '../../src/contract/events';
import { metric, openStream, orderThat, sleep } from './helpers/sse-helpers';
import { ServerContext, describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb(
  'event stream',
  (ctx) => {
    it('answers 401 without credentials', async () => {
      const response = await ctx.call('GET', SSE_PATH);
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe('missing_authorization');
    });

    it('streams text/event-stream with retry first, uncompressed, with the anti-buffering headers', async () => {
      const client = await openStream(ctx, newTelegramUser(), { 'accept-encoding': 'gzip, br' });
      const headers = client.response.headers;
      expect(client.status).toBe(200);
      expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(headers.get('x-accel-buffering')).toBe('no');
      expect(headers.get('content-encoding')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(client.retry).toBe(3000);
      client.close();
    });

    it("sends new_game to the player's own streams only", async () => {
      const alice = newTelegramUser();
      const bob = newTelegramUser();
      const [a1, a2, b] = [await openStream(ctx, alice), await openStream(ctx, alice), await openStream(ctx, bob)];
      const order = await orderThat(ctx, alice, 'loss');
      const expected = { type: 'new_game', data: { result: 'loss', orderId: order.orderId, option: order.option } };
      await a1.untilCount(1);
      await a2.untilCount(1);
      expect(a1.events).toEqual([expected]);
      expect(a2.events).toEqual([expected]);
      expect(Number(a1.messages[0]?.id)).toBeGreaterThan(0);
      // Bob's own order arrives on his stream; Alice's never did.
      const bobs = await orderThat(ctx, bob, 'loss');
      await b.untilCount(1);
      expect(b.events).toEqual([{ type: 'new_game', data: { result: 'loss', orderId: bobs.orderId, option: bobs.option } }]);
      expect(Number(b.messages[0]?.id)).toBeGreaterThan(Number(a1.messages[0]?.id));
      for (const client of [a1, a2, b]) client.close();
    });

    it('sends a live win to every connected player', async () => {
      const winner = newTelegramUser({ first_name: 'Winnie', last_name: 'pooh' });
      const others = [newTelegramUser(), newTelegramUser(), newTelegramUser()];
      const streams = [await openStream(ctx, winner), ...(await Promise.all(others.map((user) => openStream(ctx, user))))];
      const win = await orderThat(ctx, winner, 'win');
      const liveWin = {
        type: 'live_win',
        data: { id: win.orderId, name: 'Winnie P.', game: 'odd_even', option: win.option, payout: win.payout, createdAt: win.createdAt },
      };
      await streams[0]!.untilCount(2);
      expect(streams[0]!.events).toEqual([{ type: 'new_game', data: { result: 'win', orderId: win.orderId, option: win.option } }, liveWin]);
      for (const stream of streams.slice(1)) {
        await stream.untilCount(1);
        expect(stream.events).toEqual([liveWin]);
      }
      const ids = streams[0]!.messages.map((message) => Number(message.id));
      expect(ids[1]).toBeGreaterThan(ids[0]!);
      expect(streams[1]!.messages[0]?.id).toBe(streams[0]!.messages[1]?.id);
      for (const stream of streams) stream.close();
    });

    it('sends a comment heartbeat at the configured interval', async () => {
      const client = await openStream(ctx, newTelegramUser());
      await client.until((c) => c.comments.filter((comment) => comment === 'ping').length >= 2, 3000, 'two pings');
      expect(client.messages).toEqual([]);
      client.close();
    });

    it('counts open streams and events sent in /metrics', async () => {
      const sentBefore = await metric(ctx, 'sse_events_sent_total');
      const user = newTelegramUser();
      const client = await openStream(ctx, user);
      expect(await metric(ctx, 'sse_open_streams')).toBeGreaterThanOrEqual(1);
      await orderThat(ctx, user, 'loss');
      await client.untilCount(1);
      expect(await metric(ctx, 'sse_events_sent_total')).toBeGreaterThanOrEqual(sentBefore + 1);
      const open = await metric(ctx, 'sse_open_streams');
      client.close();
      for (let i = 0; i < 40 && (await metric(ctx, 'sse_open_streams')) >= open; i += 1) await sleep(50);
      expect(await metric(ctx, 'sse_open_streams')).toBe(open - 1);
    });
  },
  {},
  { heartbeatMs: 200 },
);

describe('event stream switched off (SSE_ENABLED=0)', () => {
  const ctx = new ServerContext('pglite', {}, { enabled: false });
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());

  it('answers 204 so clients stop reconnecting, after authentication', async () => {
    const user = newTelegramUser();
    expect((await ctx.call('GET', SSE_PATH, { user })).status).toBe(204);
    expect((await ctx.call('GET', SSE_PATH)).status).toBe(401);
    const base = await ctx.listen();
    const response = await fetch(`${base}${SSE_PATH}`, { headers: { authorization: ctx.authFor(user) } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
