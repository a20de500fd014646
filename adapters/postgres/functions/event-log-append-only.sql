-- Append-only: a row, once written, is never changed or removed.
CREATE OR REPLACE FUNCTION event_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'event_log is append-only';
END;
$$;

CREATE OR REPLACE TRIGGER event_log_append_only BEFORE UPDATE OR DELETE ON event_log
  FOR EACH ROW EXECUTE FUNCTION event_log_append_only();
