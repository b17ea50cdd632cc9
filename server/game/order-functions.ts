import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import { orderLimitsFromJson } from '../protection/limit-repository';
import type { OrderLimit } from '../protection/order-gate';
import { protectionFromColumns, type ProtectionColumns, type ProtectionRow } from '../protection/protection-repository';
import type { ActiveSeed } from './seed-repository';

/**
 * An order's statements run in two SQL functions (migrations 251, 256 and 257: open_orders and
 * settle_orders for a batch), one round trip each; on Postgres BEGIN rides with the first and
 * COMMIT with the second, so a batch's transaction is two round trips (docs/performance.md,
 * "Orders at scale").
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
  // A claimed row always has its limits, an array ('[]' for none: open_order_columns' COALESCE, migration 256).
  return { claimed: true, protection: protectionFromColumns(row), limits: orderLimitsFromJson(row.limits!, defaults), seed, orderId: Number(row.order_id) };
}
