-- The next server seed is committed before the player chooses a client seed (docs/fairness.md,
-- "Commit, play, reveal"). Rotation used to draw the next server seed after the new client seed was
-- known, so an operator could have picked one good for the house against it. Now each active seed
-- carries the next one, shown by its hash from GET /game/seed; rotation reveals the current seed and
-- makes exactly that committed seed current with the player's client seed.
ALTER TABLE game_seeds ADD COLUMN next_seed text;
ALTER TABLE game_seeds ADD COLUMN next_seed_hash text;

-- Active seeds get their commitment now (revealed ones predate it and keep NULL): 64 hex characters
-- from two random UUIDs, hashed as the server does (as in 004).
UPDATE game_seeds SET next_seed = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE revealed_at IS NULL AND next_seed IS NULL;
UPDATE game_seeds SET next_seed_hash = encode(sha256(convert_to(next_seed, 'UTF8')), 'hex')
WHERE next_seed IS NOT NULL AND next_seed_hash IS NULL;

-- Every seed still active has one from here on (the server writes both with each new seed).
ALTER TABLE game_seeds ADD CONSTRAINT game_seeds_active_has_next
  CHECK (revealed_at IS NOT NULL OR (next_seed IS NOT NULL AND next_seed_hash IS NOT NULL));
