-- Each disagreement of a player's jurisdiction signals, once (docs/compliance.md, "Jurisdiction
-- signals"): the set of countries the signals named when they first disagreed that way, with the
-- signals as they were. A new set (another country joins) is a new disagreement; the same set
-- again (an IP that goes back and forth) is not. Written with its audit entry, in the transaction
-- that recorded the signal.
CREATE TABLE jurisdiction_disagreements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The countries, sorted, comma-separated: 'DE,MT'.
  countries text NOT NULL CHECK (countries ~ '^[A-Z]{2}(,[A-Z]{2})+$'),
  ip_country text CHECK (ip_country ~ '^[A-Z]{2}$'),
  residence text CHECK (residence ~ '^[A-Z]{2}$'),
  phone_country text CHECK (phone_country ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, countries)
);
