-- The game's life (domain/games/game-life.ts): a game closes once, and a closed game is never live again.
-- closed_at is set when the game closes for good (its end passed, it sold out with nothing pending,
-- or a winner was chosen); the spin's status reads it, so no later end time can reopen the game.
ALTER TABLE games ADD COLUMN closed_at timestamptz;

UPDATE games g SET closed_at = least(g.end_time, now())
WHERE g.end_time <= now() OR EXISTS (SELECT 1 FROM winners w WHERE w.game_id = g.id);

-- The log's operator entries: a winner set aside, the operator's pick, a live game's edit (and a
-- cancellation). They carry a detail (the reason, or `field=new value`) and may carry no number.
ALTER TABLE game_log DROP CONSTRAINT game_log_type_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_type_check
  CHECK (type IN ('claim', 'release', 'draw', 'setaside', 'pick', 'edit', 'cancel'));
ALTER TABLE game_log ALTER COLUMN number DROP NOT NULL;
ALTER TABLE game_log ADD COLUMN detail text;
-- Written by game_log_note (adapters/postgres/functions/game-log-note.sql).
