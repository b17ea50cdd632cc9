-- Complaints (docs/back-office.md, "Complaints"): on chain there is no chargeback, so a player's
-- way to dispute a payment, a game result or a protection decision is a complaint with a deadline
-- from their jurisdiction's profile, answered in the back office, escalated to ADR when the
-- player is not satisfied. Every step is in the audit log; messages are append-only here too.
CREATE TABLE complaints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('payment', 'game', 'protection', 'other')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'escalated', 'closed')),
  -- Where the player filed it: the app's Profile or the bot's /complaint.
  source text NOT NULL CHECK (source IN ('app', 'bot')),
  order_id bigint REFERENCES orders (id),
  deposit_tx_hash text REFERENCES deposits (tx_hash),
  withdrawal_id bigint REFERENCES withdrawals (id),
  -- The operator (Telegram id) who took it; NULL while nobody has.
  assigned_to bigint,
  created_at timestamptz NOT NULL,
  deadline_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (deadline_at > created_at),
  CHECK (num_nonnulls(order_id, deposit_tx_hash, withdrawal_id) <= 1)
);
CREATE INDEX complaints_user_idx ON complaints (user_id, id DESC);
CREATE INDEX complaints_open_idx ON complaints (deadline_at) WHERE status IN ('open', 'escalated');

CREATE TABLE complaint_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  complaint_id bigint NOT NULL REFERENCES complaints (id),
  author text NOT NULL CHECK (author IN ('player', 'operator')),
  -- The operator's Telegram id for an operator's reply.
  operator_telegram_id bigint,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL,
  CHECK ((author = 'operator') = (operator_telegram_id IS NOT NULL))
);
CREATE INDEX complaint_messages_idx ON complaint_messages (complaint_id, id);

-- The bot's /complaint asks for the kind, then takes the player's next message as the text.
CREATE TABLE bot_complaint_drafts (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('payment', 'game', 'protection', 'other')),
  started_at timestamptz NOT NULL
);

-- An operator's reply reaches the player through the bot too.
ALTER TABLE bot_outbox DROP CONSTRAINT bot_outbox_kind_check;
ALTER TABLE bot_outbox ADD CONSTRAINT bot_outbox_kind_check CHECK (kind IN (
  'deposit_credited', 'withdrawal_sent', 'withdrawal_refunded', 'referral_earnings_ready', 'friend_joined', 'complaint_answered'));
