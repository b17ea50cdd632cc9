-- Money out (docs/payments.md): each withdrawal to a player's bound wallet,
-- the signed message the payout worker stores BEFORE it sends it, and how it ended.

CREATE TABLE withdrawals (
  -- Also the jetton transfer's query_id: the outgoing transfer on chain names its withdrawal.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- A player's cash-out ('cashout', from player:<id>) or a referral circle's payout ('referral',
  -- from house:referral_expense).
  source text NOT NULL CHECK (source IN ('cashout', 'referral')),
  -- The player's Idempotency-Key (cash-out) or the circle (referral): one request, one withdrawal.
  request_key text NOT NULL,
  request_hash text NOT NULL,
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  -- The bound wallet at the time of the request (raw 0:<hex>): the money goes nowhere else.
  destination text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'awaiting_approval', 'sending', 'sent', 'failed_refunded', 'rejected_refunded')),
  -- The signed external message (base64 BOC) and its hash, stored before the first send.
  boc text,
  message_hash text,
  seqno bigint,
  valid_until timestamptz,
  -- The confirming on-chain transaction (hex).
  tx_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, request_key),
  CHECK ((status = 'sending') <= (boc IS NOT NULL AND seqno IS NOT NULL AND valid_until IS NOT NULL))
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
-- The worker's queue.
CREATE INDEX withdrawals_open_idx ON withdrawals (id) WHERE status IN ('pending', 'sending');

ALTER TABLE transfers DROP CONSTRAINT transfers_reason_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_reason_check CHECK (reason IN (
  'demo_credit', 'admin_credit', 'stake', 'payout', 'referral_withdraw', 'deposit', 'migration',
  'withdrawal', 'withdrawal_sent', 'withdrawal_refund'));

ALTER TABLE events DROP CONSTRAINT events_type_check;
ALTER TABLE events ADD CONSTRAINT events_type_check CHECK (type IN ('new_game', 'new_withdraw', 'new_deposit', 'withdrawal_update', 'live_win'));
