-- open_order_columns: open_order with the protection row as plain columns instead of one JSON
-- object (docs/performance.md, "Where an order's time goes"): Postgres no longer builds a JSON
-- object of eighteen fields per order that the server parses again, bigints as text and times as
-- strings; the drivers read the columns as they read the table's own rows (lockProtection's). The
-- columns are the table's, prefixed pt_ so that they never clash with a column inside the
-- function; the server names them back. The order's id comes from the identity's sequence by
-- name, without pg_get_serial_sequence's catalogue lookup on every order. The loss and stake
-- limits stay one JSON array (none or a few rows). Otherwise migration 253's open_order.
-- A function of its own name, not open_order replaced: its answer changes shape, and the servers
-- of the version before still call open_order during a rolling deploy (docs/cluster.md: the
-- migrations stay compatible with the version still running). A later migration may drop
-- open_order once no such server runs.

CREATE FUNCTION open_order_columns(p_user_id bigint, p_key text, p_request_hash text, p_now timestamptz,
  OUT claimed boolean, OUT key_request_hash text, OUT key_order_id bigint,
  OUT pt_user_id bigint,
  OUT pt_timeout_until timestamptz,
  OUT pt_excluded_until timestamptz,
  OUT pt_reality_check_minutes integer,
  OUT pt_terms_version text,
  OUT pt_terms_accepted_at timestamptz,
  OUT pt_session_started_at timestamptz,
  OUT pt_session_last_order_at timestamptz,
  OUT pt_session_net_micro bigint,
  OUT pt_day_started_at timestamptz,
  OUT pt_day_stake_micro bigint,
  OUT pt_day_payout_micro bigint,
  OUT pt_week_started_at timestamptz,
  OUT pt_week_stake_micro bigint,
  OUT pt_week_payout_micro bigint,
  OUT pt_month_started_at timestamptz,
  OUT pt_month_stake_micro bigint,
  OUT pt_month_payout_micro bigint,
  OUT limits jsonb,
  OUT seed_id bigint, OUT seed text, OUT seed_hash text, OUT client_seed text, OUT next_nonce bigint,
  OUT order_id bigint)
LANGUAGE plpgsql AS $$
BEGIN
  -- The key names its order from the claim on (its row written once, not updated by settle_order):
  -- the order's id is taken here, and the foreign key is checked at the commit, when the order
  -- row is there. A replay's nextval is a gap in the ids, as a rolled-back order's is.
  order_id := nextval('orders_id_seq'::regclass);
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
  SELECT user_id, timeout_until, excluded_until, reality_check_minutes, terms_version, terms_accepted_at, session_started_at, session_last_order_at, session_net_micro, day_started_at, day_stake_micro, day_payout_micro, week_started_at, week_stake_micro, week_payout_micro, month_started_at, month_stake_micro, month_payout_micro
  INTO pt_user_id, pt_timeout_until, pt_excluded_until, pt_reality_check_minutes, pt_terms_version, pt_terms_accepted_at, pt_session_started_at, pt_session_last_order_at, pt_session_net_micro, pt_day_started_at, pt_day_stake_micro, pt_day_payout_micro, pt_week_started_at, pt_week_stake_micro, pt_week_payout_micro, pt_month_started_at, pt_month_stake_micro, pt_month_payout_micro
  FROM player_protection WHERE user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO player_protection AS fresh (user_id) VALUES (p_user_id)
    ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
    RETURNING fresh.user_id, fresh.timeout_until, fresh.excluded_until, fresh.reality_check_minutes, fresh.terms_version, fresh.terms_accepted_at, fresh.session_started_at, fresh.session_last_order_at, fresh.session_net_micro, fresh.day_started_at, fresh.day_stake_micro, fresh.day_payout_micro, fresh.week_started_at, fresh.week_stake_micro, fresh.week_payout_micro, fresh.month_started_at, fresh.month_stake_micro, fresh.month_payout_micro
    INTO pt_user_id, pt_timeout_until, pt_excluded_until, pt_reality_check_minutes, pt_terms_version, pt_terms_accepted_at, pt_session_started_at, pt_session_last_order_at, pt_session_net_micro, pt_day_started_at, pt_day_stake_micro, pt_day_payout_micro, pt_week_started_at, pt_week_stake_micro, pt_week_payout_micro, pt_month_started_at, pt_month_stake_micro, pt_month_payout_micro;
  END IF;
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
