-- Jurisdiction signals (docs/compliance.md, "Jurisdiction signals"): the countries a player's
-- requests came from (by IP), the residence they declared and the country of the phone number they
-- shared. Each new value is a line in the log; the summary row holds the latest of each and whether
-- they disagree, which puts the player on the back office's list.
CREATE TABLE jurisdiction_signals (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  ip_country text CHECK (ip_country ~ '^[A-Z]{2}$'),
  residence text CHECK (residence ~ '^[A-Z]{2}$'),
  phone_country text CHECK (phone_country ~ '^[A-Z]{2}$'),
  flagged boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);
CREATE INDEX jurisdiction_signals_flagged_idx ON jurisdiction_signals (user_id) WHERE flagged;

CREATE TABLE jurisdiction_signal_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('ip', 'residence', 'phone')),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX jurisdiction_signal_log_user_idx ON jurisdiction_signal_log (user_id, id);
