-- A deposit's statuses, all of them: 072 (the back office) added 'refunding' and 'refunded' for
-- unattributed deposits an operator sends back; 080 (held deposits) added 'returned' for held
-- deposits sent back to the player's wallet, and set the list without 072's. The union of both.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unattributed', 'held', 'returned', 'refunding', 'refunded'));
