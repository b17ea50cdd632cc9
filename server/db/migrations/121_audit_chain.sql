-- The audit log as a hash chain (docs/back-office.md, "Audit log"): each entry carries the hash of
-- the entry before it and its own hash over its content and that previous hash, so an entry edited
-- by hand (past the append-only trigger: a superuser, a PGlite data directory) no longer matches
-- and `npm run admin -- audit verify` names it. os_user: the OS account that ran the CLI.
ALTER TABLE audit_log ADD COLUMN os_user text;
ALTER TABLE audit_log ADD COLUMN seq bigint;
ALTER TABLE audit_log ADD COLUMN prev_hash text;
ALTER TABLE audit_log ADD COLUMN hash text;

-- The entry's canonical text: a JSON array (jsonb prints one way), the time in UTC to the
-- microsecond (independent of the session's time zone).
CREATE FUNCTION audit_entry_hash(prev text, e audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev, e.seq, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), e.operator_telegram_id, e.operator_name,
    e.role, e.os_user, e.action, e.target, e.before, e.after, e.outcome, e.reason)::text, 'UTF8')), 'hex')
$$;

-- Entries made before this migration join the chain in the order they were written.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
DO $$
DECLARE
  e audit_log;
  n bigint := 0;
  prev text := '';
BEGIN
  FOR e IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    e.seq := n;
    UPDATE audit_log SET seq = n, prev_hash = prev, hash = audit_entry_hash(prev, e) WHERE id = e.id RETURNING hash INTO prev;
  END LOOP;
END;
$$;
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;
ALTER TABLE audit_log ALTER COLUMN seq SET NOT NULL;
ALTER TABLE audit_log ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE audit_log ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX audit_log_seq_idx ON audit_log (seq);

-- Every new entry, whoever inserts it: the lock (held to the end of the inserting transaction)
-- makes concurrent writers take the chain's next place one after another, each reading the entry
-- the one before it committed.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('audit_log:chain', 0));
  SELECT * INTO last FROM audit_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := COALESCE(last.seq, 0) + 1;
  NEW.prev_hash := COALESCE(last.hash, '');
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END;
$$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
