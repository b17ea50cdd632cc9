-- Players, their money, their games and their referral earnings. Money is integer micro-USDT
-- (1 USDT = 1 000 000) in bigint columns; never a float.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  telegram_id bigint NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text,
  username text,
  language_code text NOT NULL,
  ref_code text NOT NULL UNIQUE,
  -- Set once at creation; a referrer always exists before its referrals, so no cycles.
  referrer_id bigint REFERENCES users (id),
  -- Kept equal to the sum of this user's ledger rows: every change goes through the ledger.
  balance_micro bigint NOT NULL DEFAULT 0 CHECK (balance_micro >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_referrer_idx ON users (referrer_id) WHERE referrer_id IS NOT NULL;

-- Every balance change, with why and what it refers to ('order:12', 'circle:109400').
CREATE TABLE ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount_micro bigint NOT NULL CHECK (amount_micro <> 0),
  reason text NOT NULL CHECK (reason IN ('demo_credit', 'admin_credit', 'stake', 'payout', 'referral_withdraw')),
  reference text,
  balance_after_micro bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id);

-- Commit-reveal seeds: a player's active seed (revealed_at IS NULL) is shown only as its SHA-256.
CREATE TABLE game_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  next_nonce bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX game_seeds_one_active_idx ON game_seeds (user_id) WHERE revealed_at IS NULL;

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game text NOT NULL,
  option text NOT NULL,
  number smallint CHECK (number BETWEEN 0 AND 9),
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  outcome smallint NOT NULL CHECK (outcome BETWEEN 0 AND 9),
  result text NOT NULL CHECK (result IN ('win', 'loss')),
  payout_micro bigint NOT NULL CHECK (payout_micro >= 0),
  seed_id bigint NOT NULL REFERENCES game_seeds (id),
  nonce bigint NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX orders_user_idx ON orders (user_id, id DESC);
CREATE INDEX orders_wins_idx ON orders (id DESC) WHERE result = 'win';

-- One row per (player, Idempotency-Key); request_hash tells a replay from a reused key.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id bigint REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- A referrer's earnings for one week (circle id = week-year * 54 + week), paid out on withdraw.
CREATE TABLE ref_circles (
  user_id bigint NOT NULL REFERENCES users (id),
  circle_id integer NOT NULL,
  earn_from_child_micro bigint NOT NULL DEFAULT 0 CHECK (earn_from_child_micro >= 0),
  referrals integer NOT NULL DEFAULT 0,
  is_withdrawn boolean NOT NULL DEFAULT false,
  withdrawn_at timestamptz,
  PRIMARY KEY (user_id, circle_id)
);

-- Which referred players played in a circle: counts `referrals` once per player and week.
CREATE TABLE ref_circle_players (
  user_id bigint NOT NULL,
  circle_id integer NOT NULL,
  player_id bigint NOT NULL REFERENCES users (id),
  PRIMARY KEY (user_id, circle_id, player_id),
  FOREIGN KEY (user_id, circle_id) REFERENCES ref_circles (user_id, circle_id)
);
