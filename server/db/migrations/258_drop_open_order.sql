-- open_order (migration 253: the protection row as one JSON object) had no caller left: the servers
-- of the version before open orders through open_orders (migration 257), which calls
-- open_order_columns (migration 256). A rolling deploy runs two consecutive versions at once
-- (docs/cluster.md), so the function is dropped here, one version after its last caller.
DROP FUNCTION open_order(bigint, text, text, timestamptz);
