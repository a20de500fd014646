-- Fairness scheme 3 (docs/rules/fairness.md, Scheme versions; domain/fairness/scheme.ts) for the games
-- created from now on. Nothing here decides a rule: the game's version and what it implies are written
-- with the game by the domain (instantAwardIsItsOwnEntry, clientSeedIsPerGame), and read here:
-- - instant_award_entry: an instant prize is its own log entry, `instant`, written by instant_award when
--   the claim is won (a free claim at once, a paid one when its charge settles paid), in the same
--   transaction; the claim's own entry carries no mark, so nothing tells a held number is an instant
--   winner. Games logged before keep the mark on their claims and verify as they did.
-- - per_game_client_seed: a claim uses, and the log shows, the player's seed for that game only,
--   lowercase hex HMAC-SHA256 keyed by the player's seed over `g:{gameId}` (domain/fairness/seeds.ts
--   gameClientSeed), so the log links no player's entries across games.
-- Existing games keep schemes 1 and 2: both columns false for them.

ALTER TABLE games DROP CONSTRAINT games_scheme_version_check;
ALTER TABLE games ADD CONSTRAINT games_scheme_version_check CHECK (scheme_version IN (1, 2, 3));
ALTER TABLE games ADD COLUMN instant_award_entry boolean NOT NULL DEFAULT false,
  ADD COLUMN per_game_client_seed boolean NOT NULL DEFAULT false;
-- A row written without them (the repository writes all three) is a game of the current scheme.
ALTER TABLE games ALTER COLUMN scheme_version SET DEFAULT 3, ALTER COLUMN instant_award_entry SET DEFAULT true,
  ALTER COLUMN per_game_client_seed SET DEFAULT true;

-- The award's entry: line_i = i|instant|spin||number||at|k (domain/fairness/fairness-log.ts lineOf),
-- written by game_log_append with the prize as its last field.
ALTER TABLE game_log DROP CONSTRAINT game_log_type_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_type_check
  CHECK (type IN ('claim', 'release', 'draw', 'instant', 'setaside', 'pick', 'edit', 'cancel'));
