import { periodStart, SESSION_GAP_MS } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import { queryAndCommit, type Queryable } from '../db/db';
import type { PendingEvent } from '../events/outbox';
import { openedFromRow, PROTECTION_COLUMNS, type OpenedOrder, type OpenRow } from './order-functions';
import type { Order } from './order-repository';

/**
 * A batch's two statements (migration 257): open_orders and settle_orders call the one-order
 * functions (open_order_columns, settle_order) for each order of the batch, so N orders are two
 * statements and one commit (docs/performance.md, "Orders in batches").
 */
export interface OrderToOpen {
  userId: number;
  key: string;
  requestHash: string;
  now: Date;
  defaults: readonly DefaultLimit[];
}

/** open_order_columns for each order, in the given order (sorted by player: the lock order). */
export async function openOrders(tx: Queryable, orders: readonly OrderToOpen[]): Promise<OpenedOrder[]> {
  const rows = await tx.query<OpenRow & { ordinal: number }>(
    `SELECT ordinal, claimed, key_request_hash, key_order_id, ${PROTECTION_COLUMNS}, limits, seed_id, seed, seed_hash, client_seed, next_nonce, order_id
     FROM open_orders($1::bigint[], $2::text[], $3::text[], $4::timestamptz[])`,
    [orders.map((o) => o.userId), orders.map((o) => o.key), orders.map((o) => o.requestHash), orders.map((o) => o.now)],
  );
  if (rows.length !== orders.length) throw new Error(`open_orders returned ${rows.length} rows for ${orders.length} orders`);
  return rows.map((row, i) => {
    if (row.ordinal !== i + 1) throw new Error('open_orders answered out of order');
    return openedFromRow(row, orders[i]!.defaults);
  });
}

export interface OrderToSettle {
  order: Order & { seedId: number };
  key: string;
  events: readonly PendingEvent[];
}

/** A claim given back: its key's row deleted and its nonce returned (seedId null: none taken). */
export interface ClaimToWithdraw {
  userId: number;
  key: string;
  seedId: number | null;
  nonce: number | null;
}

export type BatchSettled = { stakeStatus: 'posted'; balanceMicro: bigint } | { stakeStatus: 'duplicate' | 'refused' };

/**
 * Withdraws the claims, then settles each order (settle_order, a stake not posted rolling back that
 * order alone and withdrawing its claim); one answer per order to settle. `commit`: the batch's
 * last statement, its COMMIT riding with it.
 */
export async function settleOrders(tx: Queryable, orders: readonly OrderToSettle[], withdrawn: readonly ClaimToWithdraw[], commit: boolean): Promise<BatchSettled[]> {
  const o = orders.map((entry) => entry.order);
  const events = orders.flatMap((entry) => entry.events);
  const sql = `SELECT ordinal, stake_status, balance_micro FROM settle_orders($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::smallint[],
       $7::bigint[], $8::smallint[], $9::text[], $10::bigint[], $11::bigint[], $12::bigint[], $13::timestamptz[], $14::smallint[],
       $15, $16::timestamptz[], $17::timestamptz[], $18::timestamptz[], $19::integer[], $20::bigint[], $21::text[], $22::text[],
       $23::bigint[], $24::text[], $25::bigint[], $26::bigint[])`;
  const params = [
    o.map((x) => x.id), o.map((x) => x.userId), orders.map((entry) => entry.key), o.map((x) => x.game), o.map((x) => x.option), o.map((x) => x.number),
    o.map((x) => x.amountMicro), o.map((x) => x.outcome), o.map((x) => x.result), o.map((x) => x.payoutMicro), o.map((x) => x.seedId), o.map((x) => x.nonce),
    o.map((x) => x.createdAt), o.map((x) => x.fairnessVersion),
    SESSION_GAP_MS, o.map((x) => periodStart('day', x.createdAt)), o.map((x) => periodStart('week', x.createdAt)), o.map((x) => periodStart('month', x.createdAt)),
    orders.map((entry) => entry.events.length), events.map((e) => e.userId), events.map((e) => e.event.type), events.map((e) => JSON.stringify(e.event.data)),
    withdrawn.map((w) => w.userId), withdrawn.map((w) => w.key), withdrawn.map((w) => w.seedId), withdrawn.map((w) => w.nonce),
  ];
  type Row = { ordinal: number; stake_status: 'posted' | 'duplicate' | 'refused'; balance_micro: bigint | null };
  const rows = commit ? await queryAndCommit<Row>(tx, sql, params) : await tx.query<Row>(sql, params);
  if (rows.length !== orders.length) throw new Error(`settle_orders returned ${rows.length} rows for ${orders.length} orders`);
  return rows.map((row) => (row.stake_status === 'posted' ? { stakeStatus: 'posted', balanceMicro: row.balance_micro ?? 0n } : { stakeStatus: row.stake_status }));
}
