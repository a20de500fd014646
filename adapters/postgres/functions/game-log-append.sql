-- Appends one entry of a game's fairness log: line_i = i|type|spin|kind|number|clientSeed|at
-- (domain/fairness/fairness-log.ts lineOf), with `|k` after `at` when the entry carries instant prize k,
-- and `|detail` after it for an operator's entry (game_log_note); hash_i = hex SHA-256 of
-- hash_{i-1}|line_i, hash_0 the commitment. The game row's lock serialises the appends of a game (a
-- spin already holds it: lockForSpin).
DROP FUNCTION IF EXISTS game_log_append(bigint, text, integer, text, integer, text, timestamptz, integer);

CREATE OR REPLACE FUNCTION game_log_append(g bigint, t text, s integer, k text, n integer, c text, a timestamptz,
  prize integer DEFAULT NULL, detail text DEFAULT NULL)
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
  line := concat_ws('|', last_i + 1, t, coalesce(s::text, ''), coalesce(k, ''), coalesce(n::text, ''),
    coalesce(c, ''), to_char(a AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  IF prize IS NOT NULL THEN line := line || '|' || prize; END IF;
  IF detail IS NOT NULL THEN line := line || '|' || detail; END IF;
  last_hash := encode(sha256(convert_to(previous || '|' || line, 'UTF8')), 'hex');
  INSERT INTO game_log (game_id, i, type, spin, kind, number, client_seed, at, hash, instant, detail)
  VALUES (g, last_i + 1, t, s, k, n, c, a, last_hash, prize, detail);
  RETURN last_hash;
END $$;
