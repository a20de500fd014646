-- The Users tab with 100,000 players (docs/rules/back-office.md, Users tab): contains-search by trigram indexes, deep
-- pages by index-only scans, and the tiles read from counts kept by triggers instead of counted.

-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (adapters/postgres/embedded-pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- 'Verified' is a card on file. Kept on the player's row by the trigger below, so a filter or a
-- count needs no probe of payment_cards per player.
ALTER TABLE users ADD COLUMN card_on_file boolean NOT NULL DEFAULT false;
UPDATE users u SET card_on_file = true
WHERE EXISTS (SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL);

-- Statement triggers with transition tables: one statement storing many cards updates each player
-- once. A new live card sets the flag; a card disabled or removed locks its players' rows first
-- (in id order), then reads their cards in a new snapshot (each statement of a function takes
-- one), so a card stored and another disabled at the same moment leave the right flag.
CREATE FUNCTION users_card_on_file_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET card_on_file = true
    FROM (SELECT DISTINCT user_id FROM new_cards WHERE disabled_at IS NULL) n
    WHERE u.id = n.user_id AND NOT u.card_on_file;
  ELSE
    PERFORM 1 FROM users u WHERE u.id IN (SELECT user_id FROM old_cards) ORDER BY u.id FOR UPDATE;
    UPDATE users u SET card_on_file = EXISTS (
      SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL)
    WHERE u.id IN (SELECT user_id FROM old_cards)
      AND u.card_on_file <> EXISTS (
        SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER payment_cards_card_on_file_insert AFTER INSERT ON payment_cards
  REFERENCING NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();
CREATE TRIGGER payment_cards_card_on_file_update AFTER UPDATE ON payment_cards
  REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();
CREATE TRIGGER payment_cards_card_on_file_delete AFTER DELETE ON payment_cards
  REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();

-- The tiles: live accounts, active ones, verified ones. One row, updated by the triggers on users
-- in the statement that changes players (after their rows are locked; no transaction of the site
-- changes two players, so two never wait on each other here). No row (after a TRUNCATE) reads 0.
CREATE TABLE user_directory_counts (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  total bigint NOT NULL,
  active bigint NOT NULL,
  verified bigint NOT NULL
);

INSERT INTO user_directory_counts (total, active, verified)
SELECT count(*), count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE card_on_file)
FROM users WHERE deleted_at IS NULL;

CREATE FUNCTION user_directory_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER users_directory_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();
CREATE TRIGGER users_directory_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();
CREATE TRIGGER users_directory_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_counts_sync();

-- Search: '%needle%' anywhere in the e-mail or the full name, by trigram (needles of 3+ characters).
CREATE INDEX users_directory_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)
  WHERE deleted_at IS NULL;
CREATE INDEX users_directory_name_trgm_idx
  ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops) WHERE deleted_at IS NULL;

-- Each sort order pages by an index-only scan: the index carries what the filters read (status,
-- card_on_file) and the columns its expressions are made of, so a deep OFFSET touches no table page.
DROP INDEX users_directory_created_idx;
DROP INDEX users_directory_name_idx;
DROP INDEX users_directory_email_idx;
DROP INDEX users_directory_status_idx;
CREATE INDEX users_directory_created_idx ON users (created_at, id) INCLUDE (status, card_on_file)
  WHERE deleted_at IS NULL;
CREATE INDEX users_directory_name_idx
  ON users ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), id)
  INCLUDE (last_name, first_name, status, card_on_file) WHERE deleted_at IS NULL;
CREATE INDEX users_directory_email_idx ON users ((lower(email) COLLATE "C"), id)
  INCLUDE (email, status, card_on_file) WHERE deleted_at IS NULL;
CREATE INDEX users_directory_status_idx ON users ((status COLLATE "C"), id) INCLUDE (card_on_file)
  WHERE deleted_at IS NULL;

-- Analytics' average session duration (domain/back-office/analytics.ts): a visit is a player's run of requests
-- with no gap over 30 minutes (VISIT_IDLE_MS), timed by the presence writes (every 15 s at most).
-- The open visit is kept on the presence row; a request after 30 idle minutes closes it into
-- player_visits and opens the next, in the statement that records the request.
ALTER TABLE player_presence ADD COLUMN visit_started_at timestamptz;
UPDATE player_presence SET visit_started_at = seen_at;
ALTER TABLE player_presence ALTER COLUMN visit_started_at SET NOT NULL;

CREATE TABLE player_visits (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL
);
CREATE INDEX player_visits_ended_idx ON player_visits (ended_at);

CREATE FUNCTION player_presence_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.visit_started_at := NEW.seen_at;
  ELSIF NEW.seen_at - OLD.seen_at > interval '30 minutes' THEN
    INSERT INTO player_visits (user_id, started_at, ended_at)
    VALUES (OLD.user_id, OLD.visit_started_at, OLD.seen_at);
    NEW.visit_started_at := NEW.seen_at;
  ELSE
    NEW.visit_started_at := OLD.visit_started_at;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER player_presence_visits BEFORE INSERT OR UPDATE ON player_presence
  FOR EACH ROW EXECUTE FUNCTION player_presence_visits();
