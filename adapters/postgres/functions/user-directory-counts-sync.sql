-- The Users tab's tiles (docs/rules/back-office.md): live accounts, active ones, verified ones, in the one
-- row of user_directory_counts, updated by these triggers on users in the statement that changes players
-- (after their rows are locked; no transaction of the site changes two players, so two never wait on
-- each other here). No row (after a TRUNCATE) reads 0.
CREATE OR REPLACE FUNCTION user_directory_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_total bigint := 0;
  d_active bigint := 0;
  d_verified bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*), count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE card_on_file)
    INTO d_total, d_active, d_verified FROM new_rows WHERE deleted_at IS NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT d_total - count(*), d_active - count(*) FILTER (WHERE status = 'active'),
           d_verified - count(*) FILTER (WHERE card_on_file)
    INTO d_total, d_active, d_verified FROM old_rows WHERE deleted_at IS NULL;
  END IF;
  IF d_total <> 0 OR d_active <> 0 OR d_verified <> 0 THEN
    INSERT INTO user_directory_counts AS c (total, active, verified) VALUES (d_total, d_active, d_verified)
    ON CONFLICT (id) DO UPDATE SET total = c.total + d_total, active = c.active + d_active,
                                   verified = c.verified + d_verified;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER users_directory_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();
CREATE OR REPLACE TRIGGER users_directory_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();
CREATE OR REPLACE TRIGGER users_directory_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();
