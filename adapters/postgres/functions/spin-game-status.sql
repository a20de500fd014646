-- The spin's game status on the locked row, with the rules of domain/games/game.ts gameStatus (called
-- with the unsold numbers, domain/games/game-life.ts): a cancelled game is cancelled; a game is complete
-- only when every number is sold (no claim of it pending or held, so declined holds never complete a
-- game); a game closed for good (closed_at) is ended whatever its end time says.
CREATE OR REPLACE FUNCTION spin_game_status(g games, at timestamptz) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF g.cancelled_at IS NOT NULL THEN RETURN 'cancelled'; END IF;
  IF g.numbers_left <= 0 AND NOT EXISTS (
      SELECT 1 FROM claims c WHERE c.game_id = g.id AND c.status IN ('pending', 'held')) THEN
    RETURN 'complete';
  END IF;
  IF g.closed_at IS NOT NULL OR at >= g.end_time THEN RETURN 'ended'; END IF;
  IF g.is_scheduled AND at < g.start_time THEN RETURN 'scheduled'; END IF;
  RETURN 'live';
END $$;
