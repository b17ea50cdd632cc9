-- The reconciliation the server runs by itself every few minutes (docs/payments.md,
-- "Reconciliation"): one row, the latest check, so every instance's /metrics and the back office's
-- dashboard show the same answer whichever instance ran it. claimed_at is taken under an advisory
-- lock before a check starts, so instances sharing the database run it once per interval between them.
CREATE TABLE reconciliation_latest (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  claimed_at timestamptz NOT NULL,
  checked_at timestamptz,
  ok boolean,
  sum_micro bigint,
  mismatches integer,
  -- null: no on-chain reading (payments off, or the indexer did not answer: chain_error says why).
  chain_micro bigint,
  books_micro bigint,
  sending_micro bigint,
  -- What the chain holds minus what the books say it holds (0 while a payout being sent explains it).
  difference_micro bigint,
  chain_error text
);
