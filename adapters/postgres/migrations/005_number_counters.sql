-- Live counters of each game's available numbers, so a spin reads them from the row it locks
-- (one statement under the lock instead of counting) and the lobby reads no game_numbers at all.
-- Maintained by the statements that move a number in or out of the pool (postgres-number-pool.ts)
-- and set when the game is created; game_numbers stays the source of truth for which numbers.
-- free_numbers_left counts the game's free range (free_play_start..free_play_end, empty when
-- start > end): whatever changes that range must recompute it.
ALTER TABLE games
  ADD COLUMN numbers_left integer NOT NULL DEFAULT 0,
  ADD COLUMN free_numbers_left integer NOT NULL DEFAULT 0;

UPDATE games SET
  numbers_left = (SELECT count(*) FROM game_numbers n WHERE n.game_id = games.id AND n.status = 'available'),
  free_numbers_left = (SELECT count(*) FROM game_numbers n WHERE n.game_id = games.id
    AND n.status = 'available' AND n.number BETWEEN games.free_play_start AND games.free_play_end);
