import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { countHit } from './rate-limit-repository';

type Incr = FastifyRateLimitStore['incr'];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & { groupId?: string; routeInfo?: { method?: unknown; url?: string } };

/** The route's share of the key space, as the library's own Redis store names it (store/RedisStore.js). */
function routePrefix(params: RouteParams): string {
  if (params.groupId) return `group:${params.groupId}:`;
  const method = Array.isArray(params.routeInfo?.method) ? params.routeInfo.method.join(',') : String(params.routeInfo?.method ?? '');
  return `${method} ${params.routeInfo?.url ?? ''}:`;
}

/**
 * An @fastify/rate-limit store on the shared database (migration 005), for several instances on
 * one Postgres: each hit is one atomic upsert, so the limit holds whichever instance a request
 * reaches. A database error fails the request (the plugin's skipOnError is off): fail closed.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'global:') {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteParams): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routePrefix(routeOptions));
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
