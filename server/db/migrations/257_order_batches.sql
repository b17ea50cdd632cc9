-- Several orders in one transaction (docs/performance.md, "Orders in batches"): open_orders and
-- settle_orders take a batch's orders as arrays and call the one-order functions for each, so a
-- batch of N orders is two statements and one commit instead of N of each. open_order_columns and
-- settle_order stay as they are: they remain the one definition of opening and settling an order,
-- and the servers of the version before still call them during a rolling deploy (docs/cluster.md).

-- Gives a claimed order back: its key's row (written by open_order_columns in this transaction)
-- deleted, so the key can be used again, and its nonce returned to the seed. The seed's row is
-- locked by this transaction since open_order_columns' UPDATE, and a batch holds one order per
-- player, so the seed's next nonce is this order's plus one unless something else took it.
CREATE FUNCTION withdraw_order_claim(p_user_id bigint, p_key text, p_seed_id bigint, p_nonce bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key;
  IF p_seed_id IS NOT NULL THEN
    UPDATE game_seeds SET next_nonce = next_nonce - 1 WHERE id = p_seed_id AND next_nonce = p_nonce + 1;
  END IF;
END $$;

-- open_order_columns for each order, in the arrays' order (the server sorts them by player, so
-- concurrent batches take the protection row locks in one order), one row each with its ordinal.
CREATE FUNCTION open_orders(p_user_ids bigint[], p_keys text[], p_hashes text[], p_nows timestamptz[])
RETURNS TABLE (ordinal integer, claimed boolean, key_request_hash text, key_order_id bigint,
  pt_user_id bigint, pt_timeout_until timestamptz, pt_excluded_until timestamptz, pt_reality_check_minutes integer,
  pt_terms_version text, pt_terms_accepted_at timestamptz,
  pt_session_started_at timestamptz, pt_session_last_order_at timestamptz, pt_session_net_micro bigint,
  pt_day_started_at timestamptz, pt_day_stake_micro bigint, pt_day_payout_micro bigint,
  pt_week_started_at timestamptz, pt_week_stake_micro bigint, pt_week_payout_micro bigint,
  pt_month_started_at timestamptz, pt_month_stake_micro bigint, pt_month_payout_micro bigint,
  limits jsonb, seed_id bigint, seed text, seed_hash text, client_seed text, next_nonce bigint, order_id bigint)
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_user_ids, 1), 0) LOOP
    RETURN QUERY SELECT i, o.* FROM open_order_columns(p_user_ids[i], p_keys[i], p_hashes[i], p_nows[i]) o;
  END LOOP;
END $$;

-- First the claims to withdraw (orders the server refused or withdrew), then settle_order for each
-- order to settle, each in its own block: a stake not posted (SW409) rolls back that order's
-- writes alone (a subtransaction; a batch stays under the 64 subtransactions a backend caches) and
-- withdraws its claim, so a refused order leaves no trace, as when it was a transaction of its own.
-- Any other error aborts the whole batch (the server reruns its orders one by one). The events of
-- order i are the p_event_counts[i] entries after those of the orders before it. One row per order
-- to settle: its ordinal, the stake's status and the player's balance after the order.
CREATE FUNCTION settle_orders(p_order_ids bigint[], p_user_ids bigint[], p_keys text[],
  p_games text[], p_options text[], p_numbers smallint[], p_amounts bigint[], p_outcomes smallint[], p_results text[], p_payouts bigint[],
  p_seed_ids bigint[], p_nonces bigint[], p_created_ats timestamptz[], p_fairness_versions smallint[],
  p_session_gap_ms double precision, p_days timestamptz[], p_weeks timestamptz[], p_months timestamptz[],
  p_event_counts integer[], p_event_users bigint[], p_event_types text[], p_event_data text[],
  p_withdrawn_users bigint[], p_withdrawn_keys text[], p_withdrawn_seed_ids bigint[], p_withdrawn_nonces bigint[])
RETURNS TABLE (ordinal integer, stake_status text, balance_micro bigint)
LANGUAGE plpgsql AS $$
DECLARE
  first_event integer := 1;
  last_event integer;
  settled record;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_withdrawn_users, 1), 0) LOOP
    PERFORM withdraw_order_claim(p_withdrawn_users[i], p_withdrawn_keys[i], p_withdrawn_seed_ids[i], p_withdrawn_nonces[i]);
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(p_order_ids, 1), 0) LOOP
    ordinal := i;
    last_event := first_event + p_event_counts[i] - 1;
    BEGIN
      settled := settle_order(p_order_ids[i], p_user_ids[i], p_keys[i], p_games[i], p_options[i], p_numbers[i], p_amounts[i],
        p_outcomes[i], p_results[i], p_payouts[i], p_seed_ids[i], p_nonces[i], p_created_ats[i], p_fairness_versions[i],
        p_session_gap_ms, p_days[i], p_weeks[i], p_months[i],
        coalesce(p_event_users[first_event:last_event], '{}'), coalesce(p_event_types[first_event:last_event], '{}'),
        coalesce(p_event_data[first_event:last_event], '{}'));
      stake_status := settled.stake_status;
      balance_micro := settled.balance_micro;
    EXCEPTION WHEN SQLSTATE 'SW409' THEN
      GET STACKED DIAGNOSTICS stake_status = PG_EXCEPTION_DETAIL;
      balance_micro := NULL;
      PERFORM withdraw_order_claim(p_user_ids[i], p_keys[i], p_seed_ids[i], p_nonces[i]);
    END;
    first_event := last_event + 1;
    RETURN NEXT;
  END LOOP;
END $$;
