-- Provably fair with a client seed (docs/fairness.md). Each seed gets the player's client seed;
-- each order records the fairness version it was settled under, so orders placed before this
-- migration (message `${userId}:${nonce}`, lottery by digit % 3) still verify as they were drawn.
ALTER TABLE game_seeds ADD COLUMN client_seed text;
-- Existing seeds: a random client seed for their future orders (their past orders are version 1).
UPDATE game_seeds SET client_seed = substr(md5(gen_random_uuid()::text), 1, 16) WHERE client_seed IS NULL;
ALTER TABLE game_seeds ALTER COLUMN client_seed SET NOT NULL;

ALTER TABLE orders ADD COLUMN fairness_version smallint NOT NULL DEFAULT 1 CHECK (fairness_version IN (1, 2));
ALTER TABLE orders ALTER COLUMN fairness_version DROP DEFAULT;

-- The commitment exists from first sight: every player without an active seed gets one now
-- (new players get theirs when their row is created). 64 hex characters from two random UUIDs
-- (244 random bits; gen_random_uuid is in core since Postgres 13 and in PGlite), hashed as the server does.
INSERT INTO game_seeds (user_id, seed, seed_hash, client_seed)
SELECT id, seed, encode(sha256(convert_to(seed, 'UTF8')), 'hex'), substr(md5(gen_random_uuid()::text), 1, 16)
FROM (
  SELECT u.id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') AS seed
  FROM users u
  WHERE NOT EXISTS (SELECT 1 FROM game_seeds s WHERE s.user_id = u.id AND s.revealed_at IS NULL)
) AS fresh;
