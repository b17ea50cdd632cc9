import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { countHit, type WindowCount } from './rate-limit-repository';

type Incr = FastifyRateLimitStore['incr'];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & { groupId?: string; routeInfo?: { method?: unknown; url?: string } };

/** The route's share of the key space, as the library's own Redis store names it (store/RedisStore.js). */
function routePrefix(params: RouteParams): string {
  if (params.groupId) return `group:${params.groupId}:`;
  return routeKeyPrefix(params.routeInfo ?? {});
}

/** The prefix of a route's keys (one without a groupId) from its method and URL, as the route's store has it. */
export function routeKeyPrefix(route: { method?: unknown; url?: string }): string {
  const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
  return `${method} ${route.url ?? ''}:`;
}

/**
 * Hits the authentication already counted (server/users/counted-user.ts), under a key of their
 * own request: the plugin hands the store only the key its keyGenerator made, so that key names
 * the request's count (`countedKey`) and the store answers with it instead of counting again. An
 * entry lives from the keyGenerator's call to the store's, which the plugin makes next.
 */
const counted = new Map<string, { key: string; storeKey: string; hit: WindowCount }>();
let countedSequence = 0;

/**
 * A key for the plugin that stands for `key` (the keyGenerator's) already counted as `hit` under
 * `storeKey` (the route's prefix and `key`: the row's key in rate_limits).
 */
export function countedKey(key: string, storeKey: string, hit: WindowCount): string {
  countedSequence += 1;
  const stand = `${key}#counted:${countedSequence}`;
  counted.set(stand, { key, storeKey, hit });
  return stand;
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
      const already = counted.get(key);
      if (already) {
        counted.delete(key);
        // Counted under another route's key would leave this route's count short: fail loudly.
        if (`${this.prefix}${already.key}` !== already.storeKey) {
          callback(new Error(`a hit counted as ${already.storeKey} reached the store of ${this.prefix}`));
          return;
        }
        callback(null, { current: already.hit.hits, ttl: already.hit.ttlMs });
        return;
      }
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
