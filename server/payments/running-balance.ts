/**
 * The one place the player's balance after each of their transfers is computed (docs/payments.md,
 * "Statement"): the CSV's "balance after" and the wallet statement's line read the same figure.
 * An account starts at zero and changes only by transfers (reconciliation checks it), so the
 * balance after a transfer is the running sum of the account's signed transfers up to it; they are
 * posted under the account's row lock, so id order is the order they changed the balance in.
 */

/**
 * A subquery over the account named by the SQL parameter `$<param>`: each of its transfers, with
 * the amount signed for the account (negative left it) and `balance_after`, in id order.
 */
export function transfersWithBalance(param: number): string {
  return `SELECT t.id, t.reason, t.reference, t.created_at, s.amount_micro,
      (sum(s.amount_micro) OVER (ORDER BY t.id))::bigint AS balance_after
    FROM transfers t
    CROSS JOIN LATERAL (SELECT CASE WHEN t.to_account = $${param} THEN t.amount_micro ELSE -t.amount_micro END AS amount_micro) s
    WHERE t.to_account = $${param} OR t.from_account = $${param}`;
}
