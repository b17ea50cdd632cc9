import type { HistoryEntry, LiveWin } from '../../src/contract/api-types';
import { formatUsdt } from '../../src/contract/money';
import type { LiveWinRow, Order } from './order-repository';

/** A history entry plus what a player needs to re-check it: the seed's hash and the nonce. */
export interface FairHistoryEntry extends HistoryEntry {
  seedHash: string;
  nonce: number;
}

export function toHistoryEntry(order: Order): FairHistoryEntry {
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
    nonce: order.nonce,
  };
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
