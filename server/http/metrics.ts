import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { bearerTokenMatches } from './bearer';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` label of this route's requests when its URL pattern would be too many series. */
    metricsRoute?: string;
  }
}

/** The one `route` label of every built file of the app (static-app.ts). */
export const STATIC_ROUTE_LABEL = 'static';

/**
 * The process's one metrics registry: GET /metrics renders it. Other modules (the event stream)
 * register their gauges here.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const labelNames = ['method', 'route', 'status_code'] as const;

const requestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames,
  registers: [metricsRegistry],
});

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency in seconds, by method, route pattern and status',
  labelNames,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** Counts and times every response; the route label is the pattern, so ids never explode it. */
export function registerMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requestsTotal.inc(labels);
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, a scrape needs `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Production without a token serves no metrics at all (the port is public). */
  production: boolean;
}

/** GET /metrics, at the root only (Prometheus' default path; docs/security.md). */
export async function metricsRoutes(app: FastifyInstance, { token, production }: MetricsAccess): Promise<void> {
  if (production && !token) return;
  app.get('/metrics', {
    onRequest: async (request, reply) => {
      if (token && !bearerTokenMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ApiError(401, 'metrics_unauthorized', 'Send Authorization: Bearer <METRICS_TOKEN>');
      }
    },
    handler: async (_request, reply) => {
      reply.type(metricsRegistry.contentType);
      return metricsRegistry.metrics();
    },
  });
}
