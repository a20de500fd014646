-- Provably fair (docs/rules/fairness.md; domain/fairness/): per game a secret 32-byte server seed and its public
-- commitment, per player a client seed, per claim its spin number and the client seed it used, and per
-- game the hash-chained log of claims, releases and the draw.
--
-- The server seed is made by the database when the game row is inserted (so games created before this
-- migration, the demo games included, get one here): SHA-256 of two gen_random_uuid() values, which
-- come from the server's strong random source (pg_strong_random). The commitment is a generated column,
-- so it can never disagree with the seed. The seed leaves the database only through the fairness
-- answer, and only once the game is closed (application/fairness/get-fairness.ts).
ALTER TABLE games ADD COLUMN server_seed bytea NOT NULL
  DEFAULT sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));
ALTER TABLE games ADD COLUMN server_seed_hash text
  GENERATED ALWAYS AS (encode(sha256(server_seed), 'hex')) STORED;

-- 16 random hex characters by default (existing players get one here); 1 to 64 printable ASCII.
ALTER TABLE users ADD COLUMN client_seed text NOT NULL
  DEFAULT substr(encode(sha256(uuid_send(gen_random_uuid())), 'hex'), 1, 16)
  CHECK (client_seed ~ '^[ -~]{1,64}$');

-- A claim's spin number (1, 2, 3, ... per game, no gaps: given only when the claim is written) and
-- the client seed it used. Claims made before this migration have neither and are not in the log.
ALTER TABLE claims ADD COLUMN spin integer, ADD COLUMN client_seed text;
CREATE UNIQUE INDEX claims_game_spin_key ON claims (game_id, spin) WHERE spin IS NOT NULL;

CREATE TABLE game_log (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  i integer NOT NULL CHECK (i >= 1),
  type text NOT NULL CHECK (type IN ('claim', 'release', 'draw')),
  spin integer,
  kind text CHECK (kind IN ('paid', 'free')),
  number integer NOT NULL,
  client_seed text,
  at timestamptz NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (game_id, i)
);

-- Entries are appended by game_log_append (adapters/postgres/functions/game-log-append.sql), a claim's and a
-- release's by the claims_game_log trigger (claims-game-log.sql there).
