import type { FairnessVersion } from '../../src/contract/fairness';
import type { BetOption, Game, GameResult } from '../../src/contract/games';
import type { Queryable } from '../db/db';

/** A settled order with the commit-reveal data needed to re-check it. */
export interface Order {
  id: number;
  userId: number;
  game: Game;
  option: BetOption;
  number: number | null;
  amountMicro: bigint;
  outcome: number;
  result: GameResult;
  payoutMicro: bigint;
  seedHash: string;
  /** The HMAC message's first part: the seed's client seed, or the user id for version 1 orders. */
  clientSeed: string;
  nonce: number;
  fairnessVersion: FairnessVersion;
  /** The server seed once rotation has revealed it, else null. */
  serverSeed: string | null;
  createdAt: Date;
}

interface OrderRow {
  id: bigint;
  user_id: bigint;
  game: Game;
  option: BetOption;
  number: number | null;
  amount_micro: bigint;
  outcome: number;
  result: GameResult;
  payout_micro: bigint;
  seed_hash: string;
  client_seed: string;
  nonce: bigint;
  fairness_version: number;
  server_seed: string | null;
  created_at: Date;
}

const toOrder = (row: OrderRow): Order => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  game: row.game,
  option: row.option,
  number: row.number,
  amountMicro: row.amount_micro,
  outcome: row.outcome,
  result: row.result,
  payoutMicro: row.payout_micro,
  seedHash: row.seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
  fairnessVersion: row.fairness_version === 1 ? 1 : 2,
  serverSeed: row.server_seed,
  createdAt: row.created_at,
});

// Version 1 orders hashed `${userId}:${nonce}`: their user id stands in the client seed's place.
const SELECT_ORDERS = `SELECT o.id, o.user_id, o.game, o.option, o.number, o.amount_micro, o.outcome, o.result,
  o.payout_micro, s.seed_hash,
  CASE WHEN o.fairness_version = 1 THEN o.user_id::text ELSE s.client_seed END AS client_seed,
  o.nonce, o.fairness_version,
  CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.seed END AS server_seed, o.created_at
  FROM orders o JOIN game_seeds s ON s.id = o.seed_id`;

export async function findOrder(q: Queryable, userId: number, orderId: number): Promise<Order | null> {
  const [row] = await q.query<OrderRow>(`${SELECT_ORDERS} WHERE o.id = $1 AND o.user_id = $2`, [orderId, userId]);
  return row ? toOrder(row) : null;
}

/** One page of a player's orders, newest first; asks for one extra row to know whether more follow. */
export async function listOrders(q: Queryable, userId: number, offset: number, limit: number): Promise<Order[]> {
  const rows = await q.query<OrderRow>(`${SELECT_ORDERS} WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`, [
    userId,
    limit,
    offset,
  ]);
  return rows.map(toOrder);
}

export interface LiveWinRow {
  id: bigint;
  first_name: string;
  last_name: string | null;
  game: Game;
  option: BetOption;
  payout_micro: bigint;
  created_at: Date;
}

/** The latest wins of everyone, newest first. */
export async function listLatestWins(q: Queryable, limit: number): Promise<LiveWinRow[]> {
  return q.query<LiveWinRow>(
    `SELECT o.id, u.first_name, u.last_name, o.game, o.option, o.payout_micro, o.created_at
     FROM orders o JOIN users u ON u.id = o.user_id
     WHERE o.result = 'win' ORDER BY o.id DESC LIMIT $1`,
    [limit],
  );
}
