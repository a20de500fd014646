-- line_i of an operator entry (a winner set aside, the operator's pick, a live game's edit, a
-- cancellation) is the claim line plus one last field, the detail:
-- i|type|spin|kind|number|clientSeed|at|detail (domain/fairness/fairness-log.ts); the claim, release
-- and draw entries keep their line, so games logged before verify as they did.
CREATE OR REPLACE FUNCTION game_log_note(g bigint, t text, n integer, a timestamptz, d text)
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
  line := concat_ws('|', last_i + 1, t, '', '', coalesce(n::text, ''), '',
    to_char(a AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), d);
  last_hash := encode(sha256(convert_to(previous || '|' || line, 'UTF8')), 'hex');
  INSERT INTO game_log (game_id, i, type, spin, kind, number, client_seed, at, hash, detail)
  VALUES (g, last_i + 1, t, NULL, NULL, n, NULL, a, last_hash, d);
  RETURN last_hash;
END $$;
