import type { Queryable } from '../db/db';

export interface AccountMismatch {
  account: string;
  balanceMicro: bigint;
  /** What its transfers add up to (in minus out). */
  transfersMicro: bigint;
}

export interface BooksCheck {
  /** The sum over all accounts: 0 in balanced books. */
  sumMicro: bigint;
  /** Accounts whose stored balance differs from their transfers: none in consistent books. */
  mismatches: AccountMismatch[];
}

/**
 * Checks the books as they stand (pass a transaction for one consistent view): the balances sum
 * to zero, and each player's kept balance equals the net of its transfers (a house account's
 * balance is that net by definition, see migration 010).
 */
export async function checkBooks(q: Queryable): Promise<BooksCheck> {
  const [sum] = await q.query<{ total: bigint | null }>('SELECT sum(balance_micro)::bigint AS total FROM account_balances');
  const rows = await q.query<{ name: string; balance_micro: bigint; net: bigint }>(
    `SELECT a.name, a.balance_micro, COALESCE(n.total, 0)::bigint AS net
     FROM account_balances a
     LEFT JOIN (
       SELECT account, sum(amount) AS total FROM (
         SELECT to_account AS account, amount_micro AS amount FROM transfers
         UNION ALL
         SELECT from_account, -amount_micro FROM transfers
       ) legs GROUP BY account
     ) n ON n.account = a.name
     WHERE a.balance_micro <> COALESCE(n.total, 0)
     ORDER BY a.name`,
  );
  return {
    sumMicro: sum?.total ?? 0n,
    mismatches: rows.map((row) => ({ account: row.name, balanceMicro: row.balance_micro, transfersMicro: row.net })),
  };
}
