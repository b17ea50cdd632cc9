-- Revenue by jurisdiction (docs/back-office.md, "Reports"): a frozen bucket is a UTC day, a game and
-- the jurisdiction of the players whose transfers it sums (their declared residence, else their
-- IP's country, else their phone's; 'unknown' with none), as the server knew it at the close. The
-- months closed before this migration were not split: their buckets are 'unknown'.
ALTER TABLE revenue_frozen_buckets ADD COLUMN jurisdiction text NOT NULL DEFAULT 'unknown'
  CHECK (jurisdiction ~ '^[A-Z]{2}$' OR jurisdiction = 'unknown');
ALTER TABLE revenue_frozen_buckets ALTER COLUMN jurisdiction DROP DEFAULT;
DROP INDEX revenue_frozen_buckets_key;
CREATE UNIQUE INDEX revenue_frozen_buckets_key ON revenue_frozen_buckets (month, day, coalesce(game, ''), jurisdiction);
