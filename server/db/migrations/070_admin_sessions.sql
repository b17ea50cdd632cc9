-- The back office's logins and sessions (docs/back-office.md). Only hashes of the secrets are
-- stored: a copy of this table opens no session and replays no login.

-- A one-time login state: issued by GET /admin/api/login-state, consumed by POST /admin/api/session.
CREATE TABLE admin_login_states (
  state_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE admin_sessions (
  -- SHA-256 (hex) of the random id in the operator's cookie.
  id_hash text PRIMARY KEY,
  telegram_id bigint NOT NULL,
  name text NOT NULL,
  -- The token every write carries in X-CSRF-Token (not a credential alone: the cookie is needed too).
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  -- The idle timeout counts from here; each request moves it.
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX admin_sessions_operator_idx ON admin_sessions (telegram_id);
