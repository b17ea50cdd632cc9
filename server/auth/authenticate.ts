import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseUsdt } from '../../src/contract/money';
import type { Config } from '../config';
import type { ReadCaches } from '../cache/read-caches';
import type { Db } from '../db/db';
import { unauthorized } from '../http/api-error';
import { ensurePlayer } from '../onboarding/ensure-player';
import type { Player } from '../users/player';
import { findUserById, findUserByTelegramId } from '../users/user-repository';
import { findUserCountingHitBatched, type UserLookup } from '../users/counted-user';
import { playerLimitOf } from '../rate-limit/rate-limit';
import type { WindowCount } from '../rate-limit/rate-limit-repository';
import { checkLaunchData } from './launch-data-cache';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The authenticated player, loaded by the /api/v1 onRequest hook. A route with
     * `config.playerIdOnly` may be answered from the identity cache without the row: there this
     * getter throws (a loud 500 in a test, never a silent null), and the route reads `playerId`.
     */
    readonly player: Player;
    /** The row behind `player`; null until the hook ran, or on a playerIdOnly route's cache hit. */
    playerRow: Player | null;
    /** The authenticated player's user id: always set by the hook. */
    playerId: number;
    /** How the caller proved who it is: launch data (`tma`) or a token we issued (`bearer`). */
    authScheme: 'tma' | 'bearer';
    /**
     * The route's per-player rate-limit hit, when the authentication counted it with the users
     * row (Postgres): the limit's store answers with it instead of counting again.
     */
    countedHit: { storeKey: string; hit: WindowCount } | null;
  }
  interface FastifyContextConfig {
    /** The handler reads only `request.playerId`: a known, unchanged identity skips the users SELECT. */
    playerIdOnly?: boolean;
  }
}

/** The header a client sends on its first call to name a referrer outside Telegram (`?ref=`). */
export const REF_CODE_HEADER = 'x-ref-code';

export interface AuthContext {
  config: Pick<Config, 'botToken' | 'initDataMaxAgeS' | 'demoBalance'>;
  db: Db;
  clock: () => Date;
  caches: ReadCaches | null;
}

export function welcomeMicro(demoBalance: number): bigint {
  return parseUsdt(demoBalance.toFixed(6)) ?? 0n;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The users row, on Postgres on a route with a per-player rate limit with the request's hit counted
 * in the same statement (one round trip: server/users/counted-user.ts); null for no such user.
 */
async function findCounting(ctx: AuthContext, request: FastifyRequest, lookup: UserLookup, find: () => Promise<Player | null>): Promise<Player | null> {
  const limit = playerLimitOf(request, ctx.db);
  if (!limit) return find();
  const counted = await findUserCountingHitBatched(ctx.db, lookup, limit.keyPrefix, limit.windowMs);
  if (!counted) return null;
  if (counted.hit) request.countedHit = { storeKey: `${limit.keyPrefix}${counted.player.id}`, hit: counted.hit };
  return counted.player;
}

/** A player, or only its id when the route needs nothing more and the identity cache knows it. */
async function authenticate(app: FastifyInstance, ctx: AuthContext, request: FastifyRequest): Promise<Player | number> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('missing_authorization', 'Send Authorization: tma <base64 initData> or Bearer <token>');
  const space = header.indexOf(' ');
  const scheme = space > 0 ? header.slice(0, space).toLowerCase() : header.toLowerCase();
  const credentials = space > 0 ? header.slice(space + 1).trim() : '';
  if (scheme === 'tma' && credentials) {
    const nowS = Math.floor(ctx.clock().getTime() / 1000);
    const launch = checkLaunchData(credentials, ctx.config.botToken, ctx.config.initDataMaxAgeS, nowS);
    request.authScheme = 'tma';
    const knownId = request.routeOptions.config.playerIdOnly ? ctx.caches?.identity.idIfUnchanged(launch.profile) : null;
    if (knownId != null) return knownId;
    return ensurePlayer(ctx.db, ctx.caches?.identity ?? null, {
      profile: launch.profile,
      referrerCode: launch.startParam ?? headerValue(request, REF_CODE_HEADER),
      welcomeMicro: welcomeMicro(ctx.config.demoBalance),
    }, (db, telegramId) => findCounting(ctx, request, { telegramId }, () => findUserByTelegramId(db, telegramId)));
  }
  if (scheme === 'bearer' && credentials) {
    const subject = verifyToken(app, credentials);
    const player = await findCounting(ctx, request, { id: subject.userId, tokenVersion: subject.version }, () => findUserById(ctx.db, subject.userId));
    if (!player) throw unauthorized('unknown_user', 'The bearer token names a user that does not exist');
    if (player.tokenVersion !== subject.version) throw unauthorized('token_revoked', 'This session was ended (logged out): log in again');
    request.authScheme = 'bearer';
    return player;
  }
  throw unauthorized('bad_auth_scheme', 'The Authorization scheme must be "tma" or "Bearer" followed by credentials');
}

/** The one authentication hook of the /api/v1 scope (register inside that scope only). */
export function registerAuthentication(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('playerRow', null);
  app.decorateRequest('player', {
    getter(this: FastifyRequest): Player {
      if (!this.playerRow) throw new Error(`request.player read on ${this.routeOptions.url ?? this.url}, where only request.playerId is loaded (config.playerIdOnly)`);
      return this.playerRow;
    },
  });
  app.decorateRequest('playerId', 0);
  app.decorateRequest('authScheme', 'tma');
  app.decorateRequest('countedHit', null);
  app.addHook('onRequest', async (request) => {
    const found = await authenticate(app, ctx, request);
    if (typeof found === 'number') {
      request.playerId = found;
    } else {
      request.playerRow = found;
      request.playerId = found.id;
    }
  });
}
