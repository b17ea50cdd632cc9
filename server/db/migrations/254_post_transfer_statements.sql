-- post_transfer as plain statements instead of one data-modifying CTE (docs/performance.md,
-- "Where an order's time goes"): an order calls it once or twice, and the CTE was the largest part
-- of an order's Postgres time. What it writes and returns is migration 251's, in this order:
-- - a reference posted before: 'duplicate', nothing changed (two concurrent posts of one reference
--   both pass this check; the second then fails on the unique reference, as before);
-- - the player's debit, guarded (never below zero; no account yet: refused): 'refused', nothing
--   changed;
-- - the player's credit: an update of the account, created by an upsert only on the player's first
--   credit (the upsert's speculative insertion costs more than an update, and every payout's
--   account is there);
-- - the transfer row last: its foreign keys to both accounts are checked at the end of its own
--   statement, when a first credit's account exists.
-- One function call is one statement of its caller: a failure anywhere undoes all of it.

CREATE OR REPLACE FUNCTION post_transfer(p_from text, p_to text, p_amount bigint, p_reason text, p_reference text,
  OUT posted_status text, OUT posted_id bigint, OUT from_balance bigint, OUT to_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'a transfer moves a positive amount, got %', p_amount; END IF;
  IF p_from = p_to THEN RAISE EXCEPTION 'a transfer needs two different accounts'; END IF;
  IF EXISTS (SELECT 1 FROM transfers WHERE reference = p_reference) THEN
    posted_status := 'duplicate';
    RETURN;
  END IF;
  IF p_from NOT LIKE 'house:%' THEN
    UPDATE accounts SET balance_micro = balance_micro - p_amount
    WHERE name = p_from AND user_id IS NOT NULL AND balance_micro >= p_amount
    RETURNING balance_micro INTO from_balance;
    IF NOT FOUND THEN
      posted_status := 'refused';
      RETURN;
    END IF;
  END IF;
  IF p_to LIKE 'player:%' THEN
    UPDATE accounts SET balance_micro = balance_micro + p_amount WHERE name = p_to
    RETURNING balance_micro INTO to_balance;
    IF NOT FOUND THEN
      INSERT INTO accounts (name, user_id, balance_micro) VALUES (p_to, substr(p_to, 8)::bigint, p_amount)
      ON CONFLICT (name) DO UPDATE SET balance_micro = accounts.balance_micro + excluded.balance_micro
      RETURNING balance_micro INTO to_balance;
    END IF;
  END IF;
  INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
  VALUES (p_from, p_to, p_amount, p_reason, p_reference)
  RETURNING id INTO posted_id;
  posted_status := 'posted';
END $$;
