-- An order writes its Idempotency-Key's row once (docs/performance.md, "Orders at scale"):
-- open_order claims the key with the order's id already in it (the id is taken before the claim),
-- and settle_order no longer updates the key to attach the order. The key's foreign key to its
-- order is checked at the commit (DEFERRABLE INITIALLY DEFERRED), when the order row exists; a
-- refused order rolls back its key with it, as before. Otherwise the functions are migration
-- 251's open_order and migration 252's settle_order.

ALTER TABLE idempotency_keys ALTER CONSTRAINT idempotency_keys_order_id_fkey DEFERRABLE INITIALLY DEFERRED;

CREATE OR REPLACE FUNCTION open_order(p_user_id bigint, p_key text, p_request_hash text, p_now timestamptz,
  OUT claimed boolean, OUT key_request_hash text, OUT key_order_id bigint,
  OUT protection jsonb, OUT limits jsonb,
  OUT seed_id bigint, OUT seed text, OUT seed_hash text, OUT client_seed text, OUT next_nonce bigint,
  OUT order_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  pp player_protection;
BEGIN
  -- The key names its order from the claim on (its row written once, not updated by settle_order):
  -- the order's id is taken here, and the foreign key is checked at the commit, when the order
  -- row is there. A replay's nextval is a gap in the ids, as a rolled-back order's is.
  order_id := nextval(pg_get_serial_sequence('orders', 'id'));
  INSERT INTO idempotency_keys (user_id, key, request_hash, order_id) VALUES (p_user_id, p_key, p_request_hash, order_id)
  ON CONFLICT (user_id, key) DO NOTHING;
  claimed := FOUND;
  IF NOT claimed THEN
    SELECT k.request_hash, k.order_id INTO key_request_hash, key_order_id
    FROM idempotency_keys k WHERE k.user_id = p_user_id AND k.key = p_key;
    order_id := NULL;
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
END $$;

CREATE OR REPLACE FUNCTION settle_order(p_order_id bigint, p_user_id bigint, p_key text,
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
  IF stake_status <> 'posted' THEN
    RAISE EXCEPTION 'the stake of % was %', reference, stake_status USING ERRCODE = 'SW409', DETAIL = stake_status;
  END IF;
  balance_micro := stake.from_balance;
  IF p_payout > 0 THEN
    SELECT * INTO payout FROM post_transfer('house:bankroll', account, p_payout, 'payout', reference || ':payout');
    IF payout.posted_status <> 'posted' THEN RAISE EXCEPTION 'the payout of % was %', reference, payout.posted_status; END IF;
    balance_micro := payout.to_balance;
  END IF;
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
