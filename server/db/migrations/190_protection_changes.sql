-- The protection change log (docs/player-protection.md, "The change log"): each change a player
-- makes to their limits, time-out or self-exclusion, one line written in the same transaction as
-- the change (server/protection/protection-change-log.ts is its only writer). player_limits and
-- player_protection keep only what is in force; the markers of harm need what happened before
-- (a limit lowered then raised, a time-out right after losses).
CREATE TABLE protection_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('limit_lowered', 'limit_raised', 'time_out', 'self_exclusion')),
  -- A limit's kind and period; NULL for a time-out or a self-exclusion.
  limit_kind text CHECK (limit_kind IN ('deposit', 'loss', 'stake')),
  limit_period text CHECK (limit_period IN ('day', 'week', 'month')),
  -- The limit in force before and the one asked for (NULL: no limit, or a removal).
  before_micro bigint,
  after_micro bigint,
  -- When the change applies: at once for a lower limit, after the delay for a raise or removal;
  -- for a time-out or self-exclusion, when it ends.
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((kind IN ('limit_lowered', 'limit_raised')) = (limit_kind IS NOT NULL AND limit_period IS NOT NULL))
);
CREATE INDEX protection_changes_user_idx ON protection_changes (user_id, created_at);
CREATE INDEX protection_changes_recent_idx ON protection_changes (created_at);

-- Two more markers of harm read it.
ALTER TABLE harm_cases DROP CONSTRAINT harm_cases_marker_check;
ALTER TABLE harm_cases ADD CONSTRAINT harm_cases_marker_check
  CHECK (marker IN ('deposits_rising', 'night_play', 'many_wallets', 'complaints', 'limits_lowered_raised', 'timeout_after_losses'));
