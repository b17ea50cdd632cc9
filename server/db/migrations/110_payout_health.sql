-- What the payout worker last saw of the hot wallet: its TON (gas) and whether that is below the
-- floor, so every instance's back office and metrics can say why payouts wait, whichever instance
-- holds the worker's lock. One row.
CREATE TABLE payout_health (
  id int PRIMARY KEY CHECK (id = 1),
  ton_balance_nano bigint NOT NULL CHECK (ton_balance_nano >= 0),
  low_on_ton boolean NOT NULL,
  checked_at timestamptz NOT NULL
);
