-- The picked number leaves the pool with its claim (written just before, in the same statement), and
-- the game's row is written once for the spin: its counters and its spin sequence (every spin that
-- found the game counts, as lockForSpin's; spin_counted counts one that took no number).
CREATE OR REPLACE FUNCTION spin_take(g games, picked integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was_free boolean;
BEGIN
  UPDATE game_numbers SET status = 'taken'
  WHERE game_id = g.id AND number = picked AND status = 'available' RETURNING free INTO was_free;
  IF NOT FOUND THEN RAISE EXCEPTION 'number % of game % was claimed but not taken', picked, g.id; END IF;
  UPDATE games SET numbers_left = numbers_left - 1, free_numbers_left = free_numbers_left - was_free::integer,
    spin_sequence = spin_sequence + 1
  WHERE id = g.id;
END $$;
