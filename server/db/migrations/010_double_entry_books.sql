-- Double-entry books (docs/payments.md): every balance change is one transfer between two
-- accounts, so the sum over all accounts is zero at every commit. Replaces the single-entry
-- `ledger` and users.balance_micro; today's rows move over with every player's balance kept.

CREATE TABLE accounts (
  -- 'player:<users.id>' or 'house:<name>'.
  name text PRIMARY KEY CHECK (name ~ '^(player:[1-9][0-9]*|house:(bankroll|deposits|withdrawals_in_flight|referral_expense|demo))$'),
  user_id bigint UNIQUE REFERENCES users (id),
  -- A player's balance, kept in the statement that posts each transfer so a debit can be guarded
  -- (a player never goes below zero). A house account's balance is not kept here but summed from
  -- its transfers (account_balances): every order touches the bankroll, and one hot row would make
  -- all orders wait on each other. House balances go negative by design (house:deposits is minus
  -- what came in from the chain, house:demo minus the demo money handed out).
  balance_micro bigint NOT NULL DEFAULT 0,
  CHECK (user_id IS NULL OR balance_micro >= 0),
  CHECK (user_id IS NOT NULL OR balance_micro = 0),
  CHECK ((user_id IS NULL) = (name LIKE 'house:%')),
  CHECK (user_id IS NULL OR name = 'player:' || user_id)
);

INSERT INTO accounts (name) VALUES
  ('house:bankroll'), ('house:deposits'), ('house:withdrawals_in_flight'), ('house:referral_expense'), ('house:demo');

CREATE TABLE transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_account text NOT NULL REFERENCES accounts (name),
  to_account text NOT NULL REFERENCES accounts (name),
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  reason text NOT NULL CHECK (reason IN ('demo_credit', 'admin_credit', 'stake', 'payout', 'referral_withdraw', 'deposit', 'migration')),
  -- One business fact, one reference ('order:12:stake', 'deposit:<tx hash>'): a retry can never post twice.
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account <> to_account)
);
CREATE INDEX transfers_from_idx ON transfers (from_account, id);
CREATE INDEX transfers_to_idx ON transfers (to_account, id);

-- Today's ledger rows as transfers, oldest first. The other side follows the reason; the sign says
-- which way the money went. References follow the new scheme; a reference already taken (a second
-- demo credit, several admin credits) gets the old row's id appended, so every row moves over.
INSERT INTO accounts (name, user_id) SELECT 'player:' || id, id FROM users;

WITH legs AS (
  SELECT
    l.id,
    l.created_at,
    l.reason,
    abs(l.amount_micro) AS amount_micro,
    'player:' || l.user_id AS player,
    CASE l.reason
      WHEN 'demo_credit' THEN 'house:demo'
      WHEN 'referral_withdraw' THEN 'house:referral_expense'
      ELSE 'house:bankroll'
    END AS house,
    l.amount_micro > 0 AS to_player,
    CASE l.reason
      WHEN 'demo_credit' THEN 'demo:' || l.user_id
      WHEN 'admin_credit' THEN 'admin:ledger:' || l.id
      WHEN 'stake' THEN COALESCE(l.reference, 'ledger:' || l.id) || ':stake'
      WHEN 'payout' THEN COALESCE(l.reference, 'ledger:' || l.id) || ':payout'
      ELSE 'circle:' || l.user_id || ':' || COALESCE(replace(l.reference, 'circle:', ''), 'ledger:' || l.id)
    END AS reference
  FROM ledger l
), numbered AS (
  SELECT legs.*, row_number() OVER (PARTITION BY reference ORDER BY id) AS nth FROM legs
)
INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference, created_at)
SELECT
  CASE WHEN to_player THEN house ELSE player END,
  CASE WHEN to_player THEN player ELSE house END,
  amount_micro,
  reason,
  CASE WHEN nth = 1 THEN reference ELSE reference || ':ledger:' || id END,
  created_at
FROM numbered
ORDER BY id;

-- A balance that its ledger rows did not explain (a hand edit) is kept as it was: the difference
-- becomes one 'migration' transfer with the bankroll, so no player gains or loses anything.
WITH drift AS (
  SELECT u.id, u.balance_micro - COALESCE(sum(l.amount_micro), 0) AS diff
  FROM users u LEFT JOIN ledger l ON l.user_id = u.id
  GROUP BY u.id, u.balance_micro
)
INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
SELECT
  CASE WHEN diff > 0 THEN 'house:bankroll' ELSE 'player:' || id END,
  CASE WHEN diff > 0 THEN 'player:' || id ELSE 'house:bankroll' END,
  abs(diff),
  'migration',
  'migration:010:' || id
FROM drift WHERE diff <> 0;

-- Every player's balance is the net of its transfers (in minus out).
UPDATE accounts a SET balance_micro = net.total
FROM (
  SELECT account, sum(amount) AS total FROM (
    SELECT to_account AS account, amount_micro AS amount FROM transfers
    UNION ALL
    SELECT from_account, -amount_micro FROM transfers
  ) legs GROUP BY account
) net
WHERE a.name = net.account AND a.user_id IS NOT NULL;

-- Every account's balance: a player's as kept, a house account's summed from its transfers.
CREATE VIEW account_balances AS
SELECT a.name, a.user_id,
  CASE WHEN a.user_id IS NULL THEN COALESCE((SELECT sum(amount_micro) FROM transfers WHERE to_account = a.name), 0)
    - COALESCE((SELECT sum(amount_micro) FROM transfers WHERE from_account = a.name), 0)
  ELSE a.balance_micro END::bigint AS balance_micro
FROM accounts a;

DROP TABLE ledger;
ALTER TABLE users DROP COLUMN balance_micro;
