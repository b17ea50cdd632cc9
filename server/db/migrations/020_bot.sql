-- The bot (docs/bot.md): updates already handled, the notification outbox, each player's
-- notification settings, and the leases that keep one poller and one sender at a time.

-- Telegram redelivers an update it thinks was not answered; its update_id is handled once.
CREATE TABLE bot_updates (
  update_id bigint PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- The periodic prune forgets ids older than Telegram's redelivery window (24 hours).
CREATE INDEX bot_updates_received_idx ON bot_updates (received_at);

-- A player's messages from the bot. A row exists from the first /start or settings change.
CREATE TABLE bot_chats (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  -- /stop turns every notification off, /notify back on.
  stopped boolean NOT NULL DEFAULT false,
  -- Kinds the player turned off in profile.
  muted_kinds text[] NOT NULL DEFAULT '{}',
  -- Set on a 403 (the player blocked the bot); cleared when they write to it again.
  unreachable_at timestamptz
);

-- Written in the transaction of the fact (a crash loses none, a rollback sends none); sent by the
-- one sender (server/bot/outbox-sender.ts). dedupe_key makes "once per circle" a constraint.
CREATE TABLE bot_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit_credited', 'withdrawal_sent', 'withdrawal_refunded', 'referral_earnings_ready', 'friend_joined')),
  params jsonb NOT NULL DEFAULT '{}',
  dedupe_key text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (user_id, kind, dedupe_key)
);
CREATE INDEX bot_outbox_due_idx ON bot_outbox (next_attempt_at, id) WHERE status = 'pending';

-- Who runs the poller and the sender: a holder renews its lease; a dead one's lease runs out.
CREATE TABLE bot_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
