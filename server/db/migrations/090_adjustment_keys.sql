-- An operator's adjustment request carries an Idempotency-Key (docs/back-office.md, "Retries"):
-- the key is unique per operator, so a retried or double-clicked POST finds the first adjustment
-- instead of posting a second one; the hash of what was asked refuses the same key for another
-- request. Rows made before this migration have no key.
ALTER TABLE adjustments ADD COLUMN request_key text;
ALTER TABLE adjustments ADD COLUMN request_hash text;
ALTER TABLE adjustments ADD CONSTRAINT adjustments_request_key_check CHECK ((request_key IS NULL) = (request_hash IS NULL));
CREATE UNIQUE INDEX adjustments_request_key_idx ON adjustments (requested_by, request_key) WHERE request_key IS NOT NULL;
