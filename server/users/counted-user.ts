import { queryEachAndCommit, type Db, type Queryable, type Statement } from '../db/db';
import { hitUpsert, type WindowCount } from '../rate-limit/rate-limit-repository';
import type { Player } from './player';
import { COLUMNS, toPlayer, type UserRow } from './user-repository';

/** Which user: by the Telegram id of launch data, or by a bearer token's user id and version. */
export type UserLookup = { telegramId: number } | { id: number; tokenVersion: number };

export interface CountedUser {
  player: Player;
  /** The route's rate-limit hit, counted in the same statement; null when it was not (a revoked token's version). */
  hit: WindowCount | null;
}

function statement(lookup: UserLookup): string {
  const where = 'telegramId' in lookup ? 'telegram_id = $1' : 'id = $1';
  // A bearer token of another version is refused by the authentication: its request is not counted.
  const from = 'telegramId' in lookup ? 'u' : '(SELECT id FROM u WHERE token_version = $4) AS u';
  return `WITH u AS (SELECT ${COLUMNS} FROM users WHERE ${where}),
    hit AS (${hitUpsert('$2::text || u.id', '$3', from)})
    SELECT u.*, hit.hits, hit.ttl_ms FROM u LEFT JOIN hit ON true`;
}
const BY_TELEGRAM_ID = statement({ telegramId: 0 });
const BY_TOKEN = statement({ id: 0, tokenVersion: 0 });

/**
 * The users row the authentication reads, and in the same statement one hit of the route's
 * per-player rate limit under `keyPrefix` + the user's id (the store's key for that player:
 * server/rate-limit/postgres-rate-limit-store.ts): one round trip before an order where there were
 * two (docs/performance.md, "Where an order's time goes"). No row, no hit: an unknown user is
 * refused before any count, as when the limit ran after the authentication. The statement is its
 * own transaction and commits without waiting for the WAL flush, as countHit does.
 */
export async function findUserCountingHit(q: Queryable, lookup: UserLookup, keyPrefix: string, windowMs: number): Promise<CountedUser | null> {
  const { sql, params } = statementOf({ lookup, keyPrefix, windowMs });
  return answerOf(await q.query<CountedRow>(sql, params));
}

type CountedRow = UserRow & { hits: number | null; ttl_ms: number | null };

interface CountingLookup {
  lookup: UserLookup;
  keyPrefix: string;
  windowMs: number;
}

function statementOf({ lookup, keyPrefix, windowMs }: CountingLookup): Statement {
  return 'telegramId' in lookup
    ? { sql: BY_TELEGRAM_ID, params: [lookup.telegramId, keyPrefix, windowMs] }
    : { sql: BY_TOKEN, params: [lookup.id, keyPrefix, windowMs, lookup.tokenVersion] };
}

function answerOf([row]: CountedRow[]): CountedUser | null {
  if (!row) return null;
  return { player: toPlayer(row), hit: row.hits === null || row.ttl_ms === null ? null : { hits: row.hits, ttlMs: row.ttl_ms } };
}

interface Pending extends CountingLookup {
  resolve: (answer: CountedUser | null) => void;
  reject: (error: unknown) => void;
}

/**
 * The statements of the authentications that arrive in one turn of the event loop, sent as one
 * transaction in one round trip (`BEGIN; EXECUTE ...; EXECUTE ...; COMMIT`): each request's own
 * statement, in arrival order, so each reads its row and gets its own count as when alone, and
 * the hits commit together without waiting for the WAL flush (each statement asks for that of its
 * transaction). A lone request is its own statement, as before. If the transaction fails, each
 * request runs its statement alone: only a failing one gets the error, and nothing of the failed
 * transaction was counted (docs/performance.md, "The authentications in one message").
 */
class CountingBatcher {
  private pending: Pending[] = [];

  constructor(private readonly db: Db) {}

  find(lookup: CountingLookup): Promise<CountedUser | null> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ ...lookup, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    // In key order (a stable sort: one key's requests keep their arrival order), so that two
    // messages lock their hits' rows in one order and never wait on each other.
    const batch = this.pending;
    this.pending = [];
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts the taken array, no longer shared; toSorted is above our ES2022 lib
    batch.sort(byKey);
    if (batch.length > 1) {
      let rows: CountedRow[][] | null = null;
      try {
        rows = await this.db.transaction((tx) => queryEachAndCommit<CountedRow>(tx, batch.map(statementOf)), { beginWithFirstStatement: true });
      } catch {
        // Rolled back: each runs again alone below.
      }
      if (rows) {
        for (const [i, pending] of batch.entries()) pending.resolve(answerOf(rows[i] ?? []));
        return;
      }
    }
    await Promise.all(
      batch.map(async (pending) => {
        try {
          pending.resolve(await findUserCountingHit(this.db, pending.lookup, pending.keyPrefix, pending.windowMs));
        } catch (error) {
          pending.reject(error);
        }
      }),
    );
  }
}

/**
 * The order of a message's statements: the route's key prefix, then the lookup. A hit's key is the
 * prefix and the user's id, which launch data names only through its Telegram id, so only two
 * messages that reach the same two players by both kinds of lookup in opposite orders could still
 * wait on each other: Postgres then breaks the deadlock, and the failed message's requests run
 * alone (each counted once).
 */
function byKey(a: CountingLookup, b: CountingLookup): number {
  const kind = ({ lookup }: CountingLookup) => ('telegramId' in lookup ? 0 : 1);
  const id = ({ lookup }: CountingLookup) => ('telegramId' in lookup ? lookup.telegramId : lookup.id);
  return a.keyPrefix < b.keyPrefix ? -1 : a.keyPrefix > b.keyPrefix ? 1 : kind(a) - kind(b) || id(a) - id(b);
}

const batchers = new WeakMap<Db, CountingBatcher>();

/** findUserCountingHit, sharing one round trip with the authentications of the same turn (above). */
export function findUserCountingHitBatched(db: Db, lookup: UserLookup, keyPrefix: string, windowMs: number): Promise<CountedUser | null> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new CountingBatcher(db)));
  return batcher.find({ lookup, keyPrefix, windowMs });
}
