-- A spin that found the game but took no number (refused, or its claim not written) still counts in
-- the game's spin sequence.
CREATE OR REPLACE FUNCTION spin_counted(game bigint) RETURNS void
LANGUAGE sql AS $$
  UPDATE games SET spin_sequence = spin_sequence + 1 WHERE id = game
$$;
