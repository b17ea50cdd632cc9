-- What operators decide (docs/back-office.md): withdrawal approvals (two different operators above
-- WITHDRAW_DUAL_APPROVAL_ABOVE), balance adjustments, support notes, and deposit refunds.

-- One row per operator and withdrawal: the primary key makes a second approval by the same
-- operator impossible even when two requests race.
CREATE TABLE withdrawal_approvals (
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  operator_telegram_id bigint NOT NULL,
  operator_name text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (withdrawal_id, operator_telegram_id)
);
ALTER TABLE withdrawals ADD COLUMN reject_reason text;

-- A credit (amount > 0) or debit (< 0) of a player against house:bankroll. Above the threshold it
-- waits for a second operator; posted, it names its transfer.
CREATE TABLE adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount_micro bigint NOT NULL CHECK (amount_micro <> 0),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('awaiting_approval', 'posted', 'rejected')),
  requested_by bigint NOT NULL,
  requested_by_name text NOT NULL,
  approved_by bigint,
  approved_by_name text,
  transfer_id bigint REFERENCES transfers (id),
  balance_after_micro bigint,
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (approved_by IS NULL OR approved_by <> requested_by),
  CHECK ((status = 'posted') = (transfer_id IS NOT NULL))
);
CREATE INDEX adjustments_open_idx ON adjustments (id) WHERE status = 'awaiting_approval';

ALTER TABLE transfers DROP CONSTRAINT transfers_reason_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_reason_check CHECK (reason IN (
  'demo_credit', 'admin_credit', 'stake', 'payout', 'referral_withdraw', 'deposit', 'migration',
  'withdrawal', 'withdrawal_sent', 'withdrawal_refund', 'adjustment'));

CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  operator_telegram_id bigint NOT NULL,
  operator_name text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user_idx ON player_notes (user_id, id DESC);

-- An unattributed deposit an operator sends back to its sender: 'refunding' until it left the
-- hot wallet; the chain still holds it meanwhile, so reconciliation counts it with unattributed.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unattributed', 'held', 'refunding', 'refunded'));
ALTER TABLE deposits ADD COLUMN refund_reason text;
