import type { Queryable } from '../db/db';
import type { Account, TransferReason } from './accounts';

export interface Transfer {
  from: Account;
  to: Account;
  /** micro-USDT, > 0. */
  amountMicro: bigint;
  reason: TransferReason;
  /** Unique per business fact ('order:12:stake', 'deposit:<hash>'): the same fact never posts twice. */
  reference: string;
}

export type Posting =
  /** The balances after it of the player sides (null for a house side, whose balance is summed). */
  | { status: 'posted'; id: number; fromBalanceMicro: bigint | null; toBalanceMicro: bigint | null }
  /** This reference was posted before: nothing changed. */
  | { status: 'duplicate' }
  /** The debit would take a player below zero, or the player has no account yet: nothing changed. */
  | { status: 'refused' };

/**
 * Posts one transfer through post_transfer (migration 251), the one writer of transfers and player
 * balances, which settle_order calls too for an order's stake and payout: the player's debit
 * (guarded: never below zero), the player's credit and the transfer row in one call (migration
 * 254), or none of them. A player's account is created by its first credit; a house account's
 * balance is the sum of its transfers, so no order waits on a bankroll row. Call it inside the
 * caller's transaction, so the transfer commits with its business fact. Two concurrent posts of one
 * reference: the second fails on the unique reference and its transaction rolls back, so it still
 * posts once.
 */
export async function postTransfer(q: Queryable, transfer: Transfer): Promise<Posting> {
  if (transfer.amountMicro <= 0n) throw new Error(`a transfer moves a positive amount, got ${transfer.amountMicro}`);
  if (transfer.from === transfer.to) throw new Error('a transfer needs two different accounts');
  const [row] = await q.query<{ posted_status: Posting['status']; posted_id: bigint | null; from_balance: bigint | null; to_balance: bigint | null }>(
    'SELECT posted_status, posted_id, from_balance, to_balance FROM post_transfer($1, $2, $3, $4, $5)',
    [transfer.from, transfer.to, transfer.amountMicro, transfer.reason, transfer.reference],
  );
  if (!row) throw new Error('post_transfer returned nothing');
  if (row.posted_status !== 'posted') return { status: row.posted_status };
  return { status: 'posted', id: Number(row.posted_id), fromBalanceMicro: row.from_balance, toBalanceMicro: row.to_balance };
}

/** An account's balance (a house account's summed from its transfers); 0 for one never used. */
export async function balanceOf(q: Queryable, account: Account): Promise<bigint> {
  const [row] = await q.query<{ balance_micro: bigint }>('SELECT balance_micro FROM account_balances WHERE name = $1', [account]);
  return row?.balance_micro ?? 0n;
}
