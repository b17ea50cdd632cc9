-- Why the payout worker held a withdrawal for an operator (docs/payments.md, "Screening before a
-- payout"): set when screening moves it pending -> awaiting_approval, cleared when an operator's
-- approval hands it back to the worker (which screens it again). The list equals
-- WITHDRAWAL_HOLD_REASONS in src/contract/withdrawal-statuses.ts.
ALTER TABLE withdrawals ADD COLUMN hold_reason text CHECK (hold_reason IN ('jetton_wallet_locked', 'deny_listed'));
