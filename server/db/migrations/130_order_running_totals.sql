-- Running totals of each player's orders for the limit checks (docs/performance.md, "Orders at
-- scale"): the stakes and payouts of the current day, week and month (UTC; weeks from Monday),
-- kept on the protection row every order already locks and updates, instead of summing the
-- player's orders of the month on every order. A *_started_at older than the period `now` is in
-- means that period counts from zero; NULL: nothing counted yet.
ALTER TABLE player_protection
  ADD COLUMN day_started_at timestamptz,
  ADD COLUMN day_stake_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN day_payout_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN week_started_at timestamptz,
  ADD COLUMN week_stake_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN week_payout_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN month_started_at timestamptz,
  ADD COLUMN month_stake_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN month_payout_micro bigint NOT NULL DEFAULT 0;

-- The current periods' totals from the orders placed so far (every player who ever ordered has a
-- protection row: each order creates it).
WITH bounds AS (
  SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS d,
         date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS w,
         date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
), totals AS (
  SELECT o.user_id, b.d, b.w, b.m,
    COALESCE(sum(o.amount_micro) FILTER (WHERE o.created_at >= b.d), 0) AS ds,
    COALESCE(sum(o.payout_micro) FILTER (WHERE o.created_at >= b.d), 0) AS dp,
    COALESCE(sum(o.amount_micro) FILTER (WHERE o.created_at >= b.w), 0) AS ws,
    COALESCE(sum(o.payout_micro) FILTER (WHERE o.created_at >= b.w), 0) AS wp,
    COALESCE(sum(o.amount_micro) FILTER (WHERE o.created_at >= b.m), 0) AS ms,
    COALESCE(sum(o.payout_micro) FILTER (WHERE o.created_at >= b.m), 0) AS mp
  FROM orders o CROSS JOIN bounds b
  WHERE o.created_at >= LEAST(b.w, b.m)
  GROUP BY o.user_id, b.d, b.w, b.m
)
UPDATE player_protection p SET
  day_started_at = t.d, day_stake_micro = t.ds, day_payout_micro = t.dp,
  week_started_at = t.w, week_stake_micro = t.ws, week_payout_micro = t.wp,
  month_started_at = t.m, month_stake_micro = t.ms, month_payout_micro = t.mp
FROM totals t WHERE t.user_id = p.user_id;

-- Events staged by an order's transaction, moved into `events` (whose ids follow commit order) by
-- each instance's relay after the commit (server/events/relay.ts): the order's commit takes no
-- global lock and sends no NOTIFY. A row left here by a crash is moved by the next relay run.
CREATE TABLE event_outbox (
  id bigserial PRIMARY KEY,
  user_id bigint,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
