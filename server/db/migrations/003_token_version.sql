-- A per-player version stamped into every bearer token (claim `ver`): POST /auth/logout bumps it,
-- which revokes every token the player holds, on every device and every instance at once.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
