-- The Users tab with 100,000 players (docs/rules/back-office.md, Users tab): contains-search by trigram indexes, deep
-- pages by index-only scans, and the tiles read from counts kept by triggers instead of counted.

-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (adapters/postgres/embedded-pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- 'Verified' is a card on file. Kept on the player's row by the triggers of
-- adapters/postgres/functions/users-card-on-file-sync.sql, so a filter or a count needs no probe of
-- payment_cards per player.
ALTER TABLE users ADD COLUMN card_on_file boolean NOT NULL DEFAULT false;
UPDATE users u SET card_on_file = true
WHERE EXISTS (SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL);

-- The tiles: live accounts, active ones, verified ones. One row, updated by the triggers on users
-- (adapters/postgres/functions/user-directory-counts-sync.sql) in the statement that changes players (after their rows are locked; no transaction of the site
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
-- player_visits and opens the next, in the statement that records the request
-- (adapters/postgres/functions/player-presence-visits.sql).
ALTER TABLE player_presence ADD COLUMN visit_started_at timestamptz;
UPDATE player_presence SET visit_started_at = seen_at;
ALTER TABLE player_presence ALTER COLUMN visit_started_at SET NOT NULL;

CREATE TABLE player_visits (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL
);
CREATE INDEX player_visits_ended_idx ON player_visits (ended_at);
