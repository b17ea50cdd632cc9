-- Player protection (docs/player-protection.md): the player's own limits, time-out,
-- self-exclusion, terms and the reality check's play session.

-- One row per player who ever touched protection or played: every order and deposit locks it
-- (SELECT ... FOR UPDATE through an upsert), so concurrent orders against one limit queue up.
CREATE TABLE player_protection (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  timeout_until timestamptz,
  excluded_until timestamptz,
  reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes IN (15, 30, 60)),
  terms_version text,
  terms_accepted_at timestamptz,
  -- The play session the reality check counts, across tabs and devices: it starts with an order
  -- after 30 minutes without one and adds up the net result (payouts minus stakes).
  session_started_at timestamptz,
  session_last_order_at timestamptz,
  session_net_micro bigint NOT NULL DEFAULT 0
);

-- A limit per kind and period. A raise or a removal waits 24 hours as pending_*; pending_amount
-- NULL with pending_effective_at set is a pending removal.
CREATE TABLE player_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_micro bigint CHECK (amount_micro >= 0),
  pending_amount_micro bigint CHECK (pending_amount_micro >= 0),
  pending_effective_at timestamptz,
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_amount_micro IS NULL OR pending_effective_at IS NOT NULL)
);

-- A deposit over the player's deposit limit, or during a time-out or self-exclusion, is recorded
-- for its player but held: not credited to the playable balance.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unattributed', 'held'));
ALTER TABLE deposits ADD CONSTRAINT deposits_held_has_player CHECK (status <> 'held' OR user_id IS NOT NULL);
