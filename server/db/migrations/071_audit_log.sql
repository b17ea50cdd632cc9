-- Every operator action and every refused attempt (docs/back-office.md): append-only. The trigger
-- refuses UPDATE, DELETE and TRUNCATE for everyone, the server's own role included, so no bug and
-- no operator can rewrite the trail.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_telegram_id bigint NOT NULL,
  operator_name text,
  -- The role at the time; NULL for an account that is no operator.
  role text CHECK (role IN ('viewer', 'support', 'finance', 'admin')),
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb,
  outcome text NOT NULL CHECK (outcome IN ('done', 'refused')),
  reason text
);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_telegram_id, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
