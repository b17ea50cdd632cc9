import type { FastifyInstance } from 'fastify';
import type { Drain } from '../cluster/drain';
import type { Readiness } from '../cluster/readiness';
import type { ReadinessProbe } from '../cluster/readiness-probe';
import { ApiError } from '../http/api-error';

export interface HealthDeps {
  probe: ReadinessProbe;
  drain: Drain;
  /** The start is over: until then the database may still be opening. */
  ready: Readiness;
}

/** A load balancer checks every second or so: a stalled database must not hold its checks open. */
export const READY_TIMEOUT_MS = 1000;

/**
 * /healthz: the process is alive (a supervisor's check). /readyz: this instance should get traffic
 * (the load balancer's check): the start is over, the database answers, and the instance is not
 * draining.
 */
export async function healthRoutes(app: FastifyInstance, { probe, drain, ready }: HealthDeps): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => {
    if (drain.draining) throw new ApiError(503, 'draining', 'This instance is shutting down');
    if (!ready.isReady) throw new ApiError(503, 'database_unavailable', 'The database is still opening');
    try {
      await probe.check(READY_TIMEOUT_MS);
    } catch (error) {
      throw new ApiError(503, 'database_unavailable', `The database is not answering: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { status: 'ready' };
  });
}
