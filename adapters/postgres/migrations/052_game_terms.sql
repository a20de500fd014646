-- The versions of each game's terms (docs/rules/fairness.md, Terms): the document the domain builds
-- (domain/games/game-terms.ts), its SHA-256 (domain/terms/terms-document.ts termsHash) and when it took
-- effect. Version 1 is written when the game opens, one more by each edit that changes the terms; each
-- version's hash is also a `terms` entry of the game's log, `v{version}:{hash}`, so a version changed
-- here no longer matches its log. Games opened before this migration have no version and no entry.
CREATE TABLE game_terms (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  at timestamptz NOT NULL,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  document jsonb NOT NULL,
  PRIMARY KEY (game_id, version)
);

ALTER TABLE game_log DROP CONSTRAINT game_log_type_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_type_check
  CHECK (type IN ('claim', 'release', 'draw', 'instant', 'setaside', 'pick', 'edit', 'cancel', 'terms'));
