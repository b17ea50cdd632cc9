import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../http/metrics';

/** Process-wide: several apps in one process (tests) add up, as one process's /metrics should. */
export const openStreams = new Gauge({
  name: 'sse_open_streams',
  help: 'Event streams currently open',
  registers: [metricsRegistry],
});

export const eventsSent = new Counter({
  name: 'sse_events_sent_total',
  help: 'Events written to streams, live and replayed',
  registers: [metricsRegistry],
});

export const eventsReplayed = new Counter({
  name: 'sse_events_replayed_total',
  help: 'Events replayed to reconnecting streams (Last-Event-ID)',
  registers: [metricsRegistry],
});

export const streamsDropped = new Counter({
  name: 'sse_streams_dropped_total',
  help: 'Streams closed by the server: slow (buffer over the limit) or evicted (over the per-user cap)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
