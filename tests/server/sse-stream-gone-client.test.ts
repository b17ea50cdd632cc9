/**
 * A client that goes away while its stream request is still being authenticated (a page closed at
 * once, a tab killed): by the time the route opens the stream, the response has already emitted
 * 'close', and a listener added then never runs. Such a stream must count as closed at once, not
 * stay in the open-streams gauge and the hub's sets for the life of the process.
 */
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../server/db/db';
import { EventHub } from '../../server/events/hub';
import { openStreams } from '../../server/events/metrics';
import { DEFAULT_EVENT_OPTIONS } from '../../server/events/options';
import { SseStream } from '../../server/events/sse-stream';

async function gaugeValue(): Promise<number> {
  return (await openStreams.get()).values[0]?.value ?? 0;
}

/** A real response whose client disconnected before the server answered it. */
async function responseOfGoneClient(): Promise<{ res: ServerResponse; close: () => Promise<void> }> {
  let resolveRes!: (res: ServerResponse) => void;
  const gotRes = new Promise<ServerResponse>((resolve) => (resolveRes = resolve));
  const server = createServer((_req, res) => res.once('close', () => resolveRes(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = httpRequest({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/api/v1/notifications/sse' });
  client.on('error', () => {});
  client.end();
  // The request reached the server: the client goes, as a closed page does.
  server.once('request', () => client.destroy());
  const res = await gotRes;
  return { res, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('a stream whose client went before it opened', () => {
  it('is closed at once: not counted open, and its owner is told', async () => {
    const { res, close } = await responseOfGoneClient();
    const before = await gaugeValue();
    const closed: SseStream[] = [];
    const stream = new SseStream(1, 0, res, 1 << 20, (s) => closed.push(s));
    expect(stream.isClosed).toBe(true);
    expect(closed).toEqual([stream]);
    expect(await gaugeValue()).toBe(before);
    await close();
  });

  it('is not held by the hub', async () => {
    const { res, close } = await responseOfGoneClient();
    // open() reads neither the database nor the log: a stream is registered in memory.
    const hub = new EventHub({} as Db, DEFAULT_EVENT_OPTIONS, {} as FastifyBaseLogger);
    hub.open(1, 0, res);
    expect(hub.size).toBe(0);
    await close();
  });
});
