/** The event stream (docs/events.md): read by the worker or the leader tab with fetch-event-source, not the API client. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

export const notificationEndpoints = defineEndpoints({
  /**
   * 200 text/event-stream written on the raw socket (never serialized); 204 when streams are off
   * (the one answer a client must not reconnect after). Last-Event-ID may come as this query instead of the header.
   */
  'GET /notifications/sse': {
    query: z.looseObject({ lastEventId: z.unknown().optional() }),
    response: { 200: z.string(), 204: z.undefined() },
    errors: ['draining'],
  },
});
