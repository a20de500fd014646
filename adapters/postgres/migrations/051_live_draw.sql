-- The draw time (domain/games/draw-time.ts): fixed when a game closes on a sell-out, so that a later
-- change of the 'drawDelayMinutes' setting never moves a draw already announced. Null: the end time.
ALTER TABLE games ADD COLUMN draw_at timestamptz;

-- The live draw's feed of recent draws and set-asides (adapters/live/live-updates.ts) reads the
-- newest of them across games without scanning the claims.
CREATE INDEX game_log_draws_at_idx ON game_log (at) WHERE type IN ('draw', 'setaside');
