-- A month's revenue frozen by its close (docs/back-office.md, "Reports"): the figures a regulator
-- was given for a month never change afterwards. The finest buckets (a UTC day and a game, or the
-- day's referral cost with no game) are copied at the close; a report over a closed month reads
-- them, one over an open month sums the transfers. Nothing backdates a transfer, so a correction
-- after the close lands in the open month.
CREATE TABLE revenue_closes (
  month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  closed_at timestamptz NOT NULL DEFAULT now(),
  closed_by bigint NOT NULL
);

CREATE TABLE revenue_frozen_buckets (
  month text NOT NULL REFERENCES revenue_closes (month),
  day date NOT NULL,
  -- NULL: the day's referral cost, which belongs to no game.
  game text,
  turnover_micro bigint NOT NULL,
  payouts_micro bigint NOT NULL,
  referral_micro bigint NOT NULL
);
CREATE UNIQUE INDEX revenue_frozen_buckets_key ON revenue_frozen_buckets (month, day, coalesce(game, ''));
