-- Markers of harm (docs/back-office.md, "Markers of harm"): a crossed marker opens a case for the
-- operator, at most one open case per player and marker; what the operator did about it, and
-- when, is its interaction log. Nothing here touches a player's money.
CREATE TABLE harm_cases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  marker text NOT NULL CHECK (marker IN ('deposits_rising', 'night_play', 'many_wallets', 'complaints')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- What the scan saw when it opened the case (figures and the thresholds they crossed).
  details jsonb NOT NULL,
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX harm_cases_one_open ON harm_cases (user_id, marker) WHERE status = 'open';

CREATE TABLE harm_case_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id bigint NOT NULL REFERENCES harm_cases (id),
  operator_telegram_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('note', 'contacted', 'closed')),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  at timestamptz NOT NULL
);
CREATE INDEX harm_case_log_idx ON harm_case_log (case_id, id);
