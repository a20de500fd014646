-- The Users tab's deep pages (docs/rules/back-office.md, Users tab): a server keeps where the pages it
-- has read begin, and reads a page near one of them from that key instead of skipping every entry
-- before it. The kept keys hold while the order of the live players is unchanged: `version` changes,
-- in the statement that changes it, whenever a player joins, leaves or changes a column an order or
-- a filter reads. It comes from a sequence no TRUNCATE restarts, so a value never returns.
CREATE OR REPLACE FUNCTION user_directory_version_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.first_name, n.last_name, n.email, n.status, n.card_on_file, n.created_at, n.deleted_at)
      IS DISTINCT FROM (o.first_name, o.last_name, o.email, o.status, o.card_on_file, o.created_at, o.deleted_at)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO user_directory_counts AS c (total, active, verified) VALUES (0, 0, 0)
  ON CONFLICT (id) DO UPDATE SET version = nextval('user_directory_versions');
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER users_directory_version_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_version_sync();
CREATE OR REPLACE TRIGGER users_directory_version_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_directory_version_sync();
CREATE OR REPLACE TRIGGER users_directory_version_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_version_sync();
