-- Verification tiers (docs/compliance.md, "Verification tiers"): a player's tier (0 demo, 1 identity,
-- 2 enhanced) and its history. The tier only moves with a line in verification_events saying who
-- moved it (the provider's signed webhook, or an operator) and on what; a RED review is recorded
-- and never lowers the tier by itself. Documents never reach this database: only the provider's
-- applicant id and its answer.
CREATE TABLE player_verification (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  tier smallint NOT NULL DEFAULT 0 CHECK (tier BETWEEN 0 AND 2),
  -- The provider's applicant for this player, once created.
  applicant_id text,
  updated_at timestamptz NOT NULL
);

CREATE TABLE verification_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('provider', 'operator')),
  tier_before smallint NOT NULL CHECK (tier_before BETWEEN 0 AND 2),
  tier_after smallint NOT NULL CHECK (tier_after BETWEEN 0 AND 2),
  answer text CHECK (answer IN ('GREEN', 'RED')),
  level_name text,
  applicant_id text,
  operator_telegram_id bigint,
  -- The webhook's X-Payload-Digest: the same webhook delivered again is recorded, and counted, once.
  payload_digest text UNIQUE,
  created_at timestamptz NOT NULL,
  CHECK ((source = 'provider') = (payload_digest IS NOT NULL)),
  CHECK ((source = 'operator') = (operator_telegram_id IS NOT NULL))
);
CREATE INDEX verification_events_user_idx ON verification_events (user_id, id);
