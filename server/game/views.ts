import type { HistoryEntry, LiveWin, OrderDetails, SeedCommitment } from '../../src/contract/api-types';
import { formatUsdt } from '../../src/contract/money';
import type { LiveWinRow, Order } from './order-repository';
import type { ActiveSeed } from './seed-repository';

/** GET /game/seed (and the new seed of a rotation): the commitment for the next order and for the next seed. */
export function commitmentView(seed: ActiveSeed): SeedCommitment {
  // Migration 030's check: an active seed always has its successor committed.
  if (seed.nextSeedHash === null) throw new Error(`active seed ${seed.id} has no next seed committed`);
  return { seedHash: seed.seedHash, nextSeedHash: seed.nextSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

/** An order as history lists it, with what a player needs to re-check it (docs/api.md). */
export function toHistoryEntry(order: Order): HistoryEntry {
  return {
    orderId: String(order.id),
    game: order.game,
    option: order.option,
    ...(order.number === null ? {} : { number: order.number }),
    amount: formatUsdt(order.amountMicro),
    result: order.result,
    payout: formatUsdt(order.payoutMicro),
    outcome: order.outcome,
    createdAt: order.createdAt.toISOString(),
    seedHash: order.seedHash,
    clientSeed: order.clientSeed,
    nonce: order.nonce,
  };
}

/** GET /game/orders/{orderId}: the entry plus its fairness version and the seed once revealed. */
export function toOrderDetails(order: Order): OrderDetails {
  return { ...toHistoryEntry(order), fairnessVersion: order.fairnessVersion, serverSeed: order.serverSeed };
}

/** "Alice B.": the first name and only the initial of the last name, for a public ticker. */
export function maskedName(firstName: string, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

export function toLiveWin(row: Pick<LiveWinRow, 'id' | 'first_name' | 'last_name' | 'game' | 'option' | 'payout_micro' | 'created_at'>): LiveWin {
  return {
    id: String(row.id),
    name: maskedName(row.first_name, row.last_name),
    game: row.game,
    option: row.option,
    payout: formatUsdt(row.payout_micro),
    createdAt: row.created_at.toISOString(),
  };
}
