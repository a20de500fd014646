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

-- Appends one entry: line_i = i|type|spin|kind|number|clientSeed|at (domain/fairness/fairness-log.ts),
-- hash_i = hex SHA-256 of hash_{i-1}|line_i, hash_0 the commitment. The game row's lock serialises the
-- appends of a game (a spin already holds it: lockForSpin).
CREATE FUNCTION game_log_append(g bigint, t text, s integer, k text, n integer, c text, a timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  previous text;
  last_i integer;
  last_hash text;
  line text;
BEGIN
  SELECT server_seed_hash INTO previous FROM games WHERE id = g FOR UPDATE;
  SELECT l.i, l.hash INTO last_i, last_hash FROM game_log l WHERE l.game_id = g ORDER BY l.i DESC LIMIT 1;
  IF last_i IS NULL THEN last_i := 0; ELSE previous := last_hash; END IF;
  line := concat_ws('|', last_i + 1, t, coalesce(s::text, ''), coalesce(k, ''), n, coalesce(c, ''),
    to_char(a AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  last_hash := encode(sha256(convert_to(previous || '|' || line, 'UTF8')), 'hex');
  INSERT INTO game_log (game_id, i, type, spin, kind, number, client_seed, at, hash)
  VALUES (g, last_i + 1, t, s, k, n, c, a, last_hash);
  RETURN last_hash;
END $$;

-- A claim with a spin number is logged when it is written; its release (an expired hold) when the
-- status changes, in the same statement and so the same transaction, whoever releases it.
CREATE FUNCTION claims_game_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.spin IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM game_log_append(NEW.game_id, 'claim', NEW.spin, NEW.kind, NEW.number, NEW.client_seed, NEW.created_at);
  ELSIF NEW.status = 'released' AND OLD.status <> 'released' THEN
    PERFORM game_log_append(NEW.game_id, 'release', NULL, NULL, NEW.number, NULL, NEW.settled_at);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER claims_game_log AFTER INSERT OR UPDATE OF status ON claims
  FOR EACH ROW EXECUTE FUNCTION claims_game_log();
