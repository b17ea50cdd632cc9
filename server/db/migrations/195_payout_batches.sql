-- Payouts in batches (docs/payments.md, Batches): the hot wallet is a highload wallet v3, and one
-- external message carries up to 254 withdrawals' jetton transfers. The message is stored here
-- BEFORE it is sent, with the withdrawals it carries moved to 'sending' in the same transaction.
--
-- The W5 wallet's messages (withdrawals.boc, seqno) are not carried over: the highload wallet is
-- another address, so a withdrawal still 'sending' from the W5 wallet would never be confirmed by
-- this version. Let those settle on the previous version first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM withdrawals WHERE status = 'sending') THEN
    RAISE EXCEPTION 'withdrawals are still sending from the W5 hot wallet: run the previous version until none is sending, then upgrade';
  END IF;
END $$;

CREATE TABLE payout_batches (
  -- Also what the wallet's query_id is made of (shift and bit number): never reused within its window.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The signed external message (base64 BOC) and its hash (hex): only this very message is ever sent.
  boc text NOT NULL,
  message_hash text NOT NULL UNIQUE,
  query_id integer NOT NULL,
  -- created_at + the wallet's timeout: from then on the wallet refuses the message.
  valid_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE withdrawals ADD COLUMN batch_id bigint REFERENCES payout_batches (id);
CREATE INDEX withdrawals_batch_idx ON withdrawals (batch_id) WHERE status = 'sending';
-- A withdrawal being sent belongs to the stored batch that carries it.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_sending_batch CHECK ((status = 'sending') <= (batch_id IS NOT NULL AND message_hash IS NOT NULL AND valid_until IS NOT NULL));
