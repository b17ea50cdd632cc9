import type { FastifyInstance } from 'fastify';
import type { Drain } from '../cluster/drain';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

export interface HealthDeps {
  db: Db;
  drain: Drain;
}

/** A load balancer checks every second or so: a stalled database must not hold its checks open. */
export const READY_TIMEOUT_MS = 1000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process is alive (a supervisor's check). /readyz: this instance should get traffic
 * (the load balancer's check): the database answers, and the instance is not draining.
 */
export async function healthRoutes(app: FastifyInstance, { db, drain }: HealthDeps): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => {
    if (drain.draining) throw new ApiError(503, 'draining', 'This instance is shutting down');
    try {
      await withTimeout(db.query('SELECT 1'), READY_TIMEOUT_MS);
    } catch (error) {
      throw new ApiError(503, 'database_unavailable', `The database is not answering: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { status: 'ready' };
  });
}
