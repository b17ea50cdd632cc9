import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '../../src/contract/endpoints/notifications';
import { eventsSince, lastEventIdFor, maxEventId } from '../events/event-repository';
import type { EventHub } from '../events/hub';
import type { EventOptions } from '../events/options';
import { ApiError } from '../http/api-error';
import { perIpLimit } from '../rate-limit/ip-rate-limit';
import { route } from '../http/route';
import { RETRY_FRAME, cursorFrame, parseLastEventId } from '../events/wire';
import type { ApiDeps } from './deps';

export interface NotificationDeps extends ApiDeps {
  events: EventHub;
  eventOptions: EventOptions;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: proxies must not compress or re-chunk; X-Accel-Buffering: nginx must not buffer.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/**
 * GET /notifications/sse, behind the /api/v1 authentication hook (401 without credentials).
 * 204 when streams are switched off (SSE_ENABLED=0): the one case the client must NOT reconnect.
 * Otherwise the response is written on the raw socket (hijacked), so @fastify/compress and the
 * serializer never buffer it; helmet's headers, set on the raw response, still go out.
 */
export async function notificationRoutes(app: FastifyInstance, { config, db, events, eventOptions }: NotificationDeps): Promise<void> {
  // Per IP, after authentication: a reconnect loop or a script opening streams meets a 429.
  route(app, notificationEndpoints['GET /notifications/sse'], {
    config: { rateLimit: perIpLimit(config.sseIpLimitPerMin, 'sse') },
    handler: async (request, reply) => {
      if (!eventOptions.enabled) return reply.code(204).send();
      // Draining (docs/cluster.md): the load balancer retries a 503 on another instance.
      if (events.isClosing) {
        reply.header('retry-after', '1');
        throw new ApiError(503, 'draining', 'This server is shutting down: reconnect, another one will answer');
      }
      const lastEventId = parseLastEventId(request.headers['last-event-id'], request.query.lastEventId);

      reply.hijack();
      const res = reply.raw;
      // Headers plugins set on the reply (CORS) would be lost with the hijack: copy them over.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, SSE_HEADERS);
      res.socket?.setNoDelay(true);
      // Subscribe first, then read what was missed: an event committing in between is buffered.
      const stream = events.open(request.player.id, request.player.tokenVersion, res);
      stream.write(RETRY_FRAME);
      try {
        if (lastEventId === null) {
          // A fresh client: its resume point is the newest event it could have seen. Read after
          // subscribing, so an event committed meanwhile is buffered and still sent (start from 0:
          // the buffer may hold ids at or below the cursor; the client dedupes by id).
          stream.write(cursorFrame(await lastEventIdFor(db, request.player.id)));
          stream.start([], 0);
          return;
        }
        // A Last-Event-ID from the future (another database, a bogus client) replays nothing, and
        // must not hide the events to come, so it is capped at the newest id.
        const newest = await maxEventId(db);
        const from = Math.min(lastEventId, newest);
        const missed = await eventsSince(db, request.player.id, from, eventOptions.replayLimit, eventOptions.retentionMs);
        // The resume point first, as for a fresh client: the id the replay continues from.
        stream.write(cursorFrame(from));
        stream.start(missed, from);
      } catch (error) {
        request.log.error({ err: error }, 'event replay failed');
        stream.close('error');
      }
    },
  });
}
