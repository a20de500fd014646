-- Whether nothing stops a spin on the game's locked row at `at`, from the facts domain/games/game.ts
-- gameStatus reads: not cancelled, not closed, not past its end, not before a scheduled start, and a
-- number unsold (`unsold`: available, or reserved for a payment or held). Which status a stopped game
-- is in, and so what the player is told, is the domain's to say: the spin desks hand it these facts.
-- It replaces spin_game_status, which named the status itself.
DROP FUNCTION IF EXISTS spin_game_status(games, timestamptz);

CREATE OR REPLACE FUNCTION spin_game_open(g games, at timestamptz, unsold integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT g.cancelled_at IS NULL AND g.closed_at IS NULL AND at < g.end_time
    AND NOT (g.is_scheduled AND at < g.start_time) AND unsold > 0
$$;
