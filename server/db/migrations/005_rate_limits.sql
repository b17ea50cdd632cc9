-- Per-key request counters of @fastify/rate-limit on Postgres (server/http/rate-limit.ts), shared by
-- every instance, so N instances allow the limit once, not N times. One row per key (a player and
-- route, or an IP and route): the window starts at the key's first hit and restarts once it ended.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
-- The periodic prune deletes windows that ended long ago.
CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at);
