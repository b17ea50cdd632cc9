-- An order in three round trips instead of a dozen (docs/performance.md, "Orders at scale"): the
-- statements of an order's transaction run inside two functions, one before the draw and one
-- after it (the draw's HMAC stays in the server). Each statement inside a function still gets its
-- own snapshot, as when the server sent them one by one, so what waits on a lock sees what the
-- holder committed.

-- THE writer of transfers and player balances (server/books/transfer-repository.ts calls it for
-- every transfer, settle_order for an order's two): the player's debit (guarded: never below
-- zero), the transfer row and the player's credit in one statement, or none of them. A player's
-- account is created by its first credit; a house account's balance is the sum of its transfers.
-- posted_status: 'posted' (balances after it of the player sides, null for a house side),
-- 'duplicate' (this reference was posted before) or 'refused' (the debit would overdraw, or the
-- player has no account yet); nothing changed unless 'posted'.
CREATE FUNCTION post_transfer(p_from text, p_to text, p_amount bigint, p_reason text, p_reference text,
  OUT posted_status text, OUT posted_id bigint, OUT from_balance bigint, OUT to_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'a transfer moves a positive amount, got %', p_amount; END IF;
  IF p_from = p_to THEN RAISE EXCEPTION 'a transfer needs two different accounts'; END IF;
  WITH fresh AS (
    SELECT 1 AS one WHERE NOT EXISTS (SELECT 1 FROM transfers WHERE reference = p_reference)
  ), debit AS (
    UPDATE accounts SET balance_micro = balance_micro - p_amount
    WHERE name = p_from AND user_id IS NOT NULL AND balance_micro >= p_amount AND EXISTS (SELECT 1 FROM fresh)
    RETURNING balance_micro
  ), posted AS (
    INSERT INTO transfers (from_account, to_account, amount_micro, reason, reference)
    SELECT p_from, p_to, p_amount, p_reason, p_reference FROM fresh
    WHERE EXISTS (SELECT 1 FROM debit) OR (p_from LIKE 'house:%')
    RETURNING id
  ), credit AS (
    INSERT INTO accounts (name, user_id, balance_micro)
    SELECT p_to, CASE WHEN p_to LIKE 'player:%' THEN substr(p_to, 8)::bigint END, p_amount FROM posted WHERE p_to LIKE 'player:%'
    ON CONFLICT (name) DO UPDATE SET balance_micro = accounts.balance_micro + excluded.balance_micro
    RETURNING balance_micro
  )
  SELECT posted.id, (SELECT balance_micro FROM debit), (SELECT balance_micro FROM credit)
  INTO posted_id, from_balance, to_balance
  FROM posted;
  IF FOUND THEN
    posted_status := 'posted';
  ELSIF EXISTS (SELECT 1 FROM transfers WHERE reference = p_reference) THEN
    posted_status := 'duplicate';
  ELSE
    posted_status := 'refused';
  END IF;
END $$;

-- An order's first round trip (server/game/place-order.ts): claims the Idempotency-Key; when
-- claimed, locks the player's protection row (created if missing) and returns it, the player's
-- loss and stake limits read after that lock (a due pending change as in force), the next nonce of
-- the active seed (seed_id null: no active seed, the server takes the nonce itself) and the
-- order's id (bigints in the JSON as text: exact). When not claimed: the key's request hash and order, nothing else touched.
CREATE FUNCTION open_order(p_user_id bigint, p_key text, p_request_hash text, p_now timestamptz,
  OUT claimed boolean, OUT key_request_hash text, OUT key_order_id bigint,
  OUT protection jsonb, OUT limits jsonb,
  OUT seed_id bigint, OUT seed text, OUT seed_hash text, OUT client_seed text, OUT next_nonce bigint,
  OUT order_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  pp player_protection;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (p_user_id, p_key, p_request_hash)
  ON CONFLICT (user_id, key) DO NOTHING;
  claimed := FOUND;
  IF NOT claimed THEN
    SELECT k.request_hash, k.order_id INTO key_request_hash, key_order_id
    FROM idempotency_keys k WHERE k.user_id = p_user_id AND k.key = p_key;
    RETURN;
  END IF;
  -- The row lock every order of the player takes first: a second order waits here, then reads the
  -- row as the first left it. FOR UPDATE writes nothing; only a player's first order creates the
  -- row (an upsert, whose DO UPDATE locks it when a concurrent first order was quicker).
  SELECT * INTO pp FROM player_protection WHERE user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO player_protection AS fresh (user_id) VALUES (p_user_id)
    ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
    RETURNING * INTO pp;
  END IF;
  protection := jsonb_build_object(
    'user_id', pp.user_id::text,
    'timeout_until', pp.timeout_until,
    'excluded_until', pp.excluded_until,
    'reality_check_minutes', pp.reality_check_minutes,
    'terms_version', pp.terms_version,
    'terms_accepted_at', pp.terms_accepted_at,
    'session_started_at', pp.session_started_at,
    'session_last_order_at', pp.session_last_order_at,
    'session_net_micro', pp.session_net_micro::text,
    'day_started_at', pp.day_started_at,
    'day_stake_micro', pp.day_stake_micro::text,
    'day_payout_micro', pp.day_payout_micro::text,
    'week_started_at', pp.week_started_at,
    'week_stake_micro', pp.week_stake_micro::text,
    'week_payout_micro', pp.week_payout_micro::text,
    'month_started_at', pp.month_started_at,
    'month_stake_micro', pp.month_stake_micro::text,
    'month_payout_micro', pp.month_payout_micro::text);
  SELECT COALESCE(jsonb_agg(jsonb_build_object(
      'kind', l.kind, 'period', l.period,
      'amount_micro', (CASE WHEN l.pending_effective_at <= p_now THEN l.pending_amount_micro ELSE l.amount_micro END)::text,
      'pending_effective_at', CASE WHEN l.pending_effective_at > p_now THEN l.pending_effective_at END)), '[]'::jsonb)
  INTO limits
  FROM player_limits l WHERE l.user_id = p_user_id AND l.kind IN ('loss', 'stake');
  UPDATE game_seeds s SET next_nonce = s.next_nonce + 1
  WHERE s.user_id = p_user_id AND s.revealed_at IS NULL
  RETURNING s.id, s.seed, s.seed_hash, s.client_seed, s.next_nonce - 1
  INTO seed_id, seed, seed_hash, client_seed, next_nonce;
  order_id := nextval(pg_get_serial_sequence('orders', 'id'));
END $$;

-- An order's second round trip, after the draw: the order row (its id from open_order), the stake
-- and a win's payout through post_transfer, the key's order, the order counted into the play
-- session and the running totals of its day, week and month (migration 130), and its events staged
-- for the relay. stake_status other than 'posted': nothing after the stake was done, and the
-- server rolls the transaction back (409). balance_micro: the player's balance after it all.
CREATE FUNCTION settle_order(p_order_id bigint, p_user_id bigint, p_key text,
  p_game text, p_option text, p_number smallint, p_amount bigint, p_outcome smallint, p_result text, p_payout bigint,
  p_seed_id bigint, p_nonce bigint, p_created_at timestamptz, p_fairness_version smallint,
  p_session_gap_ms double precision, p_day timestamptz, p_week timestamptz, p_month timestamptz,
  p_event_users bigint[], p_event_types text[], p_event_data text[],
  OUT stake_status text, OUT balance_micro bigint)
LANGUAGE plpgsql AS $$
DECLARE
  account text := 'player:' || p_user_id;
  reference text := 'order:' || p_order_id;
  stake record;
  payout record;
BEGIN
  INSERT INTO orders (id, user_id, game, option, number, amount_micro, outcome, result, payout_micro, seed_id, nonce, created_at, fairness_version)
  OVERRIDING SYSTEM VALUE
  VALUES (p_order_id, p_user_id, p_game, p_option, p_number, p_amount, p_outcome, p_result, p_payout, p_seed_id, p_nonce, p_created_at, p_fairness_version);
  SELECT * INTO stake FROM post_transfer(account, 'house:bankroll', p_amount, 'stake', reference || ':stake');
  stake_status := stake.posted_status;
  IF stake_status <> 'posted' THEN RETURN; END IF;
  balance_micro := stake.from_balance;
  IF p_payout > 0 THEN
    SELECT * INTO payout FROM post_transfer('house:bankroll', account, p_payout, 'payout', reference || ':payout');
    IF payout.posted_status <> 'posted' THEN RAISE EXCEPTION 'the payout of % was %', reference, payout.posted_status; END IF;
    balance_micro := payout.to_balance;
  END IF;
  UPDATE idempotency_keys SET order_id = p_order_id WHERE user_id = p_user_id AND key = p_key;
  -- A new session after p_session_gap_ms without orders; a newer period starts from this order,
  -- the same one adds it, an older one (another instance's clock behind) is left as it is.
  UPDATE player_protection SET
    session_started_at = CASE WHEN session_last_order_at IS NULL OR session_last_order_at < p_created_at - make_interval(secs => p_session_gap_ms / 1000) THEN p_created_at ELSE session_started_at END,
    session_net_micro = CASE WHEN session_last_order_at IS NULL OR session_last_order_at < p_created_at - make_interval(secs => p_session_gap_ms / 1000) THEN p_payout - p_amount ELSE session_net_micro + p_payout - p_amount END,
    session_last_order_at = p_created_at,
    day_stake_micro = CASE WHEN day_started_at IS NULL OR day_started_at < p_day THEN p_amount WHEN day_started_at = p_day THEN day_stake_micro + p_amount ELSE day_stake_micro END,
    day_payout_micro = CASE WHEN day_started_at IS NULL OR day_started_at < p_day THEN p_payout WHEN day_started_at = p_day THEN day_payout_micro + p_payout ELSE day_payout_micro END,
    day_started_at = GREATEST(day_started_at, p_day),
    week_stake_micro = CASE WHEN week_started_at IS NULL OR week_started_at < p_week THEN p_amount WHEN week_started_at = p_week THEN week_stake_micro + p_amount ELSE week_stake_micro END,
    week_payout_micro = CASE WHEN week_started_at IS NULL OR week_started_at < p_week THEN p_payout WHEN week_started_at = p_week THEN week_payout_micro + p_payout ELSE week_payout_micro END,
    week_started_at = GREATEST(week_started_at, p_week),
    month_stake_micro = CASE WHEN month_started_at IS NULL OR month_started_at < p_month THEN p_amount WHEN month_started_at = p_month THEN month_stake_micro + p_amount ELSE month_stake_micro END,
    month_payout_micro = CASE WHEN month_started_at IS NULL OR month_started_at < p_month THEN p_payout WHEN month_started_at = p_month THEN month_payout_micro + p_payout ELSE month_payout_micro END,
    month_started_at = GREATEST(month_started_at, p_month)
  WHERE user_id = p_user_id;
  INSERT INTO event_outbox (user_id, type, data)
  SELECT u, t, d::jsonb FROM unnest(p_event_users, p_event_types, p_event_data) AS e(u, t, d);
END $$;
