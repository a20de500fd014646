-- The game's life (domain/games/game-life.ts): a game closes once, and a closed game is never live again.
-- closed_at is set when the game closes for good (its end passed, it sold out with nothing pending,
-- or a winner was chosen); the spin's status reads it, so no later end time can reopen the game.
ALTER TABLE games ADD COLUMN closed_at timestamptz;

UPDATE games g SET closed_at = least(g.end_time, now())
WHERE g.end_time <= now() OR EXISTS (SELECT 1 FROM winners w WHERE w.game_id = g.id);

CREATE OR REPLACE FUNCTION spin_game_status(g games, at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN g.numbers_left <= 0 THEN 'complete'
    WHEN g.closed_at IS NOT NULL OR at >= g.end_time THEN 'ended'
    WHEN g.is_scheduled AND at < g.start_time THEN 'scheduled'
    ELSE 'live' END
$$;

-- The log's operator entries: a winner set aside, the operator's pick, a live game's edit (and a
-- cancellation). They carry a detail (the reason, or `field=new value`) and may carry no number.
ALTER TABLE game_log DROP CONSTRAINT game_log_type_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_type_check
  CHECK (type IN ('claim', 'release', 'draw', 'setaside', 'pick', 'edit', 'cancel'));
ALTER TABLE game_log ALTER COLUMN number DROP NOT NULL;
ALTER TABLE game_log ADD COLUMN detail text;

-- line_i of an operator entry is the claim line plus one last field, the detail:
-- i|type|spin|kind|number|clientSeed|at|detail (domain/fairness/fairness-log.ts); the entry types of
-- migration 019 keep their line, so games logged before verify as they did.
CREATE FUNCTION game_log_note(g bigint, t text, n integer, a timestamptz, d text)
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
