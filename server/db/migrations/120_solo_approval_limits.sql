-- What one operator may post or approve alone is bounded per player and per rolling 24 hours
-- (docs/back-office.md, "Two operators"): the sums are read from the adjustments and the
-- withdrawal approvals; these indexes keep those reads to one player's rows.
CREATE INDEX adjustments_solo_idx ON adjustments (user_id, requested_by, decided_at) WHERE status = 'posted' AND approved_by IS NULL;
CREATE INDEX withdrawal_approvals_operator_idx ON withdrawal_approvals (operator_telegram_id, at);
-- A first approval that took this operator's 24-hour sum for the player past the dual threshold:
-- the withdrawal then needs a second operator, whatever its own amount.
ALTER TABLE withdrawal_approvals ADD COLUMN needs_second boolean NOT NULL DEFAULT false;
