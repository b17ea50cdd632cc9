-- An operator clearing a player's jurisdiction flag (docs/compliance.md, "In the back office"):
-- one row per clearing, with who, when and why; the disagreements it covered point to it and are
-- kept, so the flag's history stays. The operator's Idempotency-Key is unique per operator: a
-- retry or a double click finds the first clearing and clears (and audits) nothing again.
CREATE TABLE jurisdiction_flag_clearances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  operator_telegram_id bigint NOT NULL,
  operator_name text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  request_key text NOT NULL,
  cleared_at timestamptz NOT NULL,
  UNIQUE (operator_telegram_id, request_key)
);
CREATE INDEX jurisdiction_flag_clearances_user_idx ON jurisdiction_flag_clearances (user_id, id);

-- Null while the disagreement is open (the player is flagged for it).
ALTER TABLE jurisdiction_disagreements ADD COLUMN clearance_id bigint REFERENCES jurisdiction_flag_clearances (id);
