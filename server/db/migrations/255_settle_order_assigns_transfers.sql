-- settle_order calls post_transfer as an assignment (`stake := post_transfer(...)`) instead of
-- `SELECT * INTO stake FROM post_transfer(...)` (docs/performance.md, "Where an order's time goes"):
-- plpgsql evaluates an assignment of a plain function call as a simple expression, without the
-- executor's start and end and the function scan's materialised result that a SELECT ... FROM
-- costs, once or twice per order. The function is still called once per transfer. Otherwise
-- settle_order is migration 253's.

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
  stake := post_transfer(account, 'house:bankroll', p_amount, 'stake', reference || ':stake');
  stake_status := stake.posted_status;
  IF stake_status <> 'posted' THEN
    RAISE EXCEPTION 'the stake of % was %', reference, stake_status USING ERRCODE = 'SW409', DETAIL = stake_status;
  END IF;
  balance_micro := stake.from_balance;
  IF p_payout > 0 THEN
    payout := post_transfer('house:bankroll', account, p_payout, 'payout', reference || ':payout');
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
