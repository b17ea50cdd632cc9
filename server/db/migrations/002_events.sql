-- The event stream's outbox (server/events): one row per event a committed order or withdraw
-- produced, written in that transaction. user_id NULL is a broadcast (live_win). Rows live 24 h,
-- long enough for a reconnecting client's Last-Event-ID replay; a periodic job prunes older ones.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('new_game', 'new_withdraw', 'live_win')),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Replay reads "this user's events after id N" and "broadcasts after id N".
CREATE INDEX events_user_idx ON events (user_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX events_broadcast_idx ON events (id) WHERE user_id IS NULL;
CREATE INDEX events_created_idx ON events (created_at);
