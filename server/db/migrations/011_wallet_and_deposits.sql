-- USDT on TON (docs/payments.md): each player's deposit memo, TON Connect wallet bindings with
-- the proof payloads we issued, deposits seen on chain and the watcher's cursor.

-- The text comment a player's deposit carries; random rather than the user id, so a typo does not
-- land on another player. Existing players get one now.
ALTER TABLE users ADD COLUMN deposit_memo text;
UPDATE users SET deposit_memo = 'sw' || substr(md5(random()::text || id::text), 1, 12) WHERE deposit_memo IS NULL;
ALTER TABLE users ALTER COLUMN deposit_memo SET DEFAULT 'sw' || substr(md5(random()::text), 1, 12);
ALTER TABLE users ALTER COLUMN deposit_memo SET NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_deposit_memo_key UNIQUE (deposit_memo);

-- A ton_proof payload we issued: good for 15 minutes and one bind.
CREATE TABLE wallet_proof_payloads (
  payload text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- Every wallet a player bound; the current one has unbound_at NULL (one per player). Binding
-- another ends the previous one, which stays on record.
CREATE TABLE wallet_bindings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- Raw form, 0:<hex>.
  address text NOT NULL,
  network text NOT NULL CHECK (network IN ('mainnet', 'testnet')),
  public_key text NOT NULL,
  bound_at timestamptz NOT NULL DEFAULT now(),
  unbound_at timestamptz
);
CREATE UNIQUE INDEX wallet_bindings_current_idx ON wallet_bindings (user_id) WHERE unbound_at IS NULL;

-- Every incoming USDT transfer the watcher accepted, once per transaction hash. A memo that names
-- no player leaves user_id and transfer_id NULL: an unattributed deposit for the back office.
CREATE TABLE deposits (
  tx_hash text PRIMARY KEY,
  lt bigint NOT NULL,
  user_id bigint REFERENCES users (id),
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  memo text,
  source text,
  transfer_id bigint REFERENCES transfers (id),
  status text NOT NULL CHECK (status IN ('credited', 'unattributed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'credited') = (transfer_id IS NOT NULL AND user_id IS NOT NULL))
);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- Where the deposit watcher goes on from: the logical time of the last transfer it handled.
CREATE TABLE chain_cursors (
  name text PRIMARY KEY,
  -- The jetton wallet the cursor belongs to: a changed deposit address starts afresh.
  jetton_wallet text NOT NULL,
  last_lt bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A credited deposit tells the player on the event stream.
ALTER TABLE events DROP CONSTRAINT events_type_check;
ALTER TABLE events ADD CONSTRAINT events_type_check CHECK (type IN ('new_game', 'new_withdraw', 'new_deposit', 'live_win'));
