-- A third reason the payout worker holds a withdrawal for an operator (docs/compliance.md,
-- "Screening before a payout"): the player's verification tier is below what their jurisdiction's
-- profile asks for a withdrawal when it is about to be signed. The list equals
-- WITHDRAWAL_HOLD_REASONS in src/contract/withdrawal-statuses.ts.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_hold_reason_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_hold_reason_check CHECK (hold_reason IN ('jetton_wallet_locked', 'deny_listed', 'tier_below_required'));
