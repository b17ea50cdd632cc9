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
 * Posts one transfer in ONE statement: the player's debit (guarded: never below zero), the
 * transfer row and the player's credit, or none of them. A player's account is created by its
 * first credit; a house account's balance is the sum of its transfers, so no order waits on a
 * bankroll row. Call it inside the caller's transaction, so the transfer commits with its
 * business fact. Two concurrent posts of one reference: the second fails on the unique reference
 * and its transaction rolls back, so it still posts once.
 */
export async function postTransfer(q: Queryable, transfer: Transfer): Promise<Posting> {
  if (transfer.amountMicro <= 0n) throw new Error(`a transfer moves a positive amount, got ${transfer.amountMicro}`);
  if (transfer.from === transfer.to) throw new Error('a transfer needs two different accounts');
  const [row] = await q.query<{ id: bigint; from_balance: bigint | null; to_balance: bigint | null }>(
    `WITH fresh AS (
       SELECT 1 AS one WHERE NOT EXISTS (SELECT 1 FROM transfers WHERE reference = $5)
     ), debit AS (
       UPDATE accounts SET balance_micro = balance_micro - $3
       WHERE name = $1 AND user_id IS NOT NULL AND balance_micro >= $3 AND EXISTS (SELECT 1 FROM fresh)
       RETURNING balance_micro
     ), posted AS (
       INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
       SELECT $1, $2, $3, $4, $5 FROM fresh
       WHERE EXISTS (SELECT 1 FROM debit) OR ($1::text LIKE 'house:%')
       RETURNING id
     ), credit AS (
       INSERT INTO accounts (name, user_id, balance_micro)
       SELECT $2, CASE WHEN $2::text LIKE 'player:%' THEN substr($2, 8)::bigint END, $3 FROM posted WHERE $2::text LIKE 'player:%'
       ON CONFLICT (name) DO UPDATE SET balance_micro = accounts.balance_micro + excluded.balance_micro
       RETURNING balance_micro
     )
     SELECT posted.id, (SELECT balance_micro FROM debit) AS from_balance, (SELECT balance_micro FROM credit) AS to_balance
     FROM posted`,
    [transfer.from, transfer.to, transfer.amountMicro, transfer.reason, transfer.reference],
  );
  if (row) return { status: 'posted', id: Number(row.id), fromBalanceMicro: row.from_balance, toBalanceMicro: row.to_balance };
  const [seen] = await q.query<{ one: number }>('SELECT 1 AS one FROM transfers WHERE reference = $1', [transfer.reference]);
  return seen ? { status: 'duplicate' } : { status: 'refused' };
}

/** An account's balance (a house account's summed from its transfers); 0 for one never used. */
export async function balanceOf(q: Queryable, account: Account): Promise<bigint> {
  const [row] = await q.query<{ balance_micro: bigint }>('SELECT balance_micro FROM account_balances WHERE name = $1', [account]);
  return row?.balance_micro ?? 0n;
}
