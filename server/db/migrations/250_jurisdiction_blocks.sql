-- A player refused because a signal names a country the licence does not cover (docs/compliance.md,
-- "Jurisdiction signals"): once per player and country, however often they are refused, with the
-- signals as they were and the action refused first. Written with its audit entry and the flag, in
-- one transaction. An operator's clearing closes it as it closes a disagreement; the same country
-- refused again after that flags nothing (what the operator judged), another country does.
CREATE TABLE jurisdiction_blocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- 'unknown' when the "*" profile itself is not allowed and no signal names a country.
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$' OR country = 'unknown'),
  action text NOT NULL CHECK (action IN ('stake', 'deposit')),
  ip_country text CHECK (ip_country ~ '^[A-Z]{2}$'),
  residence text CHECK (residence ~ '^[A-Z]{2}$'),
  phone_country text CHECK (phone_country ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL,
  -- Null while open (the player is flagged for it).
  clearance_id bigint REFERENCES jurisdiction_flag_clearances (id),
  UNIQUE (user_id, country)
);
