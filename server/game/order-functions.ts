import { periodStart, SESSION_GAP_MS } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import { queryAndCommit, type Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import { orderLimitsFromJson } from '../protection/limit-repository';
import type { OrderLimit } from '../protection/order-gate';
import { protectionFromColumns, type ProtectionColumns, type ProtectionRow } from '../protection/protection-repository';
import type { Order } from './order-repository';
import type { ActiveSeed } from './seed-repository';

/**
 * An order's statements run in two SQL functions (migration 251), one round trip each; on Postgres
 * BEGIN rides with open_order and COMMIT with settle_order, so an order's transaction is two round
 * trips (docs/performance.md, "Orders at scale").
 */
export type OpenedOrder =
  | { claimed: false; requestHash: string; orderId: number | null }
  | { claimed: true; protection: ProtectionRow; limits: OrderLimit[]; seed: ActiveSeed | null; orderId: number };

/** open_order_columns' protection columns (migration 256) under the table's own names. */
export const PROTECTION_COLUMNS = [
  'user_id', 'timeout_until', 'excluded_until', 'reality_check_minutes', 'terms_version', 'terms_accepted_at',
  'session_started_at', 'session_last_order_at', 'session_net_micro',
  'day_started_at', 'day_stake_micro', 'day_payout_micro', 'week_started_at', 'week_stake_micro', 'week_payout_micro',
  'month_started_at', 'month_stake_micro', 'month_payout_micro',
]
  .map((column) => `pt_${column} AS ${column}`)
  .join(', ');

/** When not claimed, the protection columns are null (and not read). */
export type OpenRow = ProtectionColumns & {
  claimed: boolean;
  key_request_hash: string | null;
  key_order_id: bigint | null;
  limits: { kind: 'loss' | 'stake'; period: 'day' | 'week' | 'month'; amount_micro: string | null; pending_effective_at: string | null }[] | null;
  seed_id: bigint | null;
  seed: string | null;
  seed_hash: string | null;
  client_seed: string | null;
  next_nonce: bigint | null;
  order_id: bigint | null;
};

/**
 * Claims (player, key) with the order's id in the key's row (checked against the order row at the
 * commit, migration 253); when claimed, locks the player's protection row and reads it, their loss
 * and stake limits (`defaults` of their profile included), the active seed's next nonce (null: no
 * active seed, take it with takeNonce) and the order's id. On Postgres a concurrent claim of the
 * same key waits until the first transaction ends: if it committed, we see its key (not claimed);
 * if it rolled back, we claim the key ourselves.
 */
export async function openOrder(tx: Queryable, userId: number, key: string, requestHash: string, now: Date, defaults: readonly DefaultLimit[]): Promise<OpenedOrder> {
  const [row] = await tx.query<OpenRow>(
    `SELECT claimed, key_request_hash, key_order_id, ${PROTECTION_COLUMNS}, limits, seed_id, seed, seed_hash, client_seed, next_nonce, order_id
     FROM open_order_columns($1, $2, $3, $4)`,
    [userId, key, requestHash, now],
  );
  if (!row) throw new Error('open_order returned nothing');
  return openedFromRow(row, defaults);
}

/** An open_order_columns row (or an open_orders one) as the server reads it. */
export function openedFromRow(row: OpenRow, defaults: readonly DefaultLimit[]): OpenedOrder {
  if (!row.claimed) {
    if (row.key_request_hash === null) throw new Error('idempotency key vanished');
    return { claimed: false, requestHash: row.key_request_hash, orderId: row.key_order_id === null ? null : Number(row.key_order_id) };
  }
  const seed: ActiveSeed | null =
    row.seed_id === null
      ? null
      : { id: Number(row.seed_id), seed: row.seed!, seedHash: row.seed_hash!, clientSeed: row.client_seed!, nextNonce: Number(row.next_nonce), nextSeedHash: null };
  return { claimed: true, protection: protectionFromColumns(row), limits: orderLimitsFromJson(row.limits ?? [], defaults), seed, orderId: Number(row.order_id) };
}

export type Settled = { stakeStatus: 'posted'; balanceMicro: bigint } | { stakeStatus: 'duplicate' | 'refused' };

/** SQLSTATE of settle_order's stake not posted (migration 252), its status in the error's detail. */
const STAKE_NOT_POSTED = 'SW409';

export function stakeNotPosted(error: unknown): 'duplicate' | 'refused' | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== STAKE_NOT_POSTED) return null;
  return detail === 'duplicate' ? 'duplicate' : 'refused';
}

/**
 * Writes the drawn order (its id from openOrder), posts its stake and a win's payout (post_transfer,
 * the books' one writer), counts it into the play session and the period totals (the key names
 * the order from its claim on, migration 253), and stages its events for the relay, in one
 * statement. A stake not posted (insufficient balance) raises in the function (migration 252), which leaves the transaction
 * aborted: the caller rolls back. `commit`: the statement is the transaction's last and its
 * COMMIT rides with it (server/db/db.ts, queryAndCommit); a raise skips that COMMIT.
 */
export async function settleOrder(tx: Queryable, order: Order & { seedId: number }, key: string, events: readonly PendingEvent[], commit = false): Promise<Settled> {
  const at = order.createdAt;
  const sql = `SELECT stake_status, balance_micro FROM settle_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19::bigint[], $20::text[], $21::text[])`;
  const params = [
    order.id, order.userId, key, order.game, order.option, order.number, order.amountMicro, order.outcome, order.result, order.payoutMicro,
    order.seedId, order.nonce, at, order.fairnessVersion,
    SESSION_GAP_MS, periodStart('day', at), periodStart('week', at), periodStart('month', at),
    events.map((e) => e.userId), events.map((e) => e.event.type), events.map((e) => JSON.stringify(e.event.data)),
  ];
  let rows: { stake_status: 'posted' | 'duplicate' | 'refused'; balance_micro: bigint | null }[];
  try {
    rows = commit ? await queryAndCommit(tx, sql, params) : await tx.query(sql, params);
  } catch (error) {
    const status = stakeNotPosted(error);
    if (status === null) throw error;
    return { stakeStatus: status };
  }
  const [row] = rows;
  if (!row) throw new Error('settle_order returned nothing');
  if (row.stake_status !== 'posted') return { stakeStatus: row.stake_status };
  return { stakeStatus: 'posted', balanceMicro: row.balance_micro ?? 0n };
}
