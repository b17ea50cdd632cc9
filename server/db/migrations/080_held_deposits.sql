-- Held deposits (docs/player-protection.md): a deposit held over a deposit limit, or during a
-- time-out or self-exclusion, is released into the playable balance once the limit allows it, or
-- returned to the player's wallet on request. A deposit counts against the deposit limit of the
-- period it was credited in (credited_at), not the one it arrived in, so a release at a period's
-- start cannot add to a period that already used its limit.
ALTER TABLE deposits ADD COLUMN credited_at timestamptz;
UPDATE deposits SET credited_at = created_at WHERE status = 'credited';

-- 'returned': a held deposit the player took back; its transfer moved it in and straight out
-- again with the withdrawal, so it, too, has a transfer.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unattributed', 'held', 'returned'));
ALTER TABLE deposits DROP CONSTRAINT deposits_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_transfer_check CHECK ((status IN ('credited', 'returned')) = (transfer_id IS NOT NULL AND user_id IS NOT NULL));
CREATE INDEX deposits_held_idx ON deposits (user_id, lt) WHERE status = 'held';
