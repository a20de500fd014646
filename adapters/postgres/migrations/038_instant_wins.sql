-- Instant wins and the cap on paid entries (docs/rules/games.md, Instant wins and Entries per
-- player; docs/rules/fairness.md, Instant wins). Nothing here decides a rule:
-- - which numbers win which instant prize is decided by the domain from the game's server seed
--   (domain/fairness/instant-wins.ts) when the game is created or edited before its first claim, and
--   stored in instant_prizes; the log and the award only look the number up there;
-- - the cap is the games.max_entries_per_player column the domain wrote (null: none); spin_paid
--   compares the player's paid entries with it under the game's lock;
-- - a prize is won by the first claim of its number that is settled (a free claim at once, a paid one
--   when its charge settles as paid): instant_award marks it won, opens the winner's prize claim and
--   queues the winner's e-mail, in the caller's transaction; the claim deadline and window come from
--   the domain as parameters (domain/winners/claim-window.ts).

ALTER TABLE games ADD COLUMN max_entries_per_player integer
  CHECK (max_entries_per_player IS NULL OR max_entries_per_player >= 1);

-- A game's instant prizes in order (k = 1..K), each on its number, and who won it. winner_id is the
-- prize's winner record (taken from the winners' sequence, so a prize claim's winner id names one
-- winner, main or instant); it is set with the win.
CREATE TABLE instant_prizes (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  k integer NOT NULL CHECK (k >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  value_cents bigint NOT NULL CHECK (value_cents >= 0),
  number integer NOT NULL CHECK (number >= 1),
  claim_id uuid,
  user_id bigint REFERENCES users (id),
  spin integer,
  won_at timestamptz,
  winner_id bigint UNIQUE,
  PRIMARY KEY (game_id, k),
  UNIQUE (game_id, number),
  CHECK ((claim_id IS NULL) = (won_at IS NULL) AND (claim_id IS NULL) = (winner_id IS NULL))
);
CREATE INDEX instant_prizes_claim_idx ON instant_prizes (claim_id) WHERE claim_id IS NOT NULL;
CREATE INDEX instant_prizes_won_idx ON instant_prizes (won_at DESC) WHERE won_at IS NOT NULL;

-- The claim entry of an instant-win number carries its prize: line_i gets `|k` after `at`
-- (domain/fairness/fairness-log.ts lineOf); every other entry keeps its line, so the logs of games
-- logged before verify as they did.
ALTER TABLE game_log ADD COLUMN instant integer;

-- Functions of an older signature, replaced by those of adapters/postgres/functions/.
DROP FUNCTION IF EXISTS game_log_append(bigint, text, integer, text, integer, text, timestamptz);
DROP FUNCTION IF EXISTS spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz, bigint,
  timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, smallint[], text, text, text);
DROP FUNCTION IF EXISTS spin_free(uuid, bigint, bigint, timestamptz);
