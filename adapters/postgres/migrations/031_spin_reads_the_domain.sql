-- Rules in the domain, invariants here. Until now spin_paid and spin_free priced a number, decided
-- which numbers were free and what a player's limits and break were; from this migration on they read
-- what the domain decided and compare numbers:
-- - each number's terms (domain/games/game-type.ts NumberTerms: its price, whether free entries draw
--   it) are columns of game_numbers, written with the game by its game type (numberTermsOf) when it
--   is created or its numbers are edited, and games.free_numbers counts the free ones;
-- - a paid spin is handed the player's terms (domain/responsible-play/spin-terms.ts): the limits in
--   force as allowances, and the revision of the player's record they were read at, which the spin
--   compares under the player's lock (every change of the record moves responsible_play.revision);
--   a break is refused by the domain before, so the desk never reads it;
-- - the versions of the fairness scheme whose paid draw leaves the free numbers out, the claim
--   statuses of a reservation, and the charge note's wording are parameters.
-- What stays here: the locks, the unique keys, the spin sequence, the counters, the compare-and-set
-- on the player's revision, the sums of spending compared with the allowances, and the log.

-- Each number's terms. The backfill writes the wheel's terms as domain/games/wheel-spin.ts states
-- them for the games that exist (a number of the stored range costs nothing, otherwise its face value
-- in dollars; free entries draw the numbers of a valid range); new games get them from the domain.
ALTER TABLE game_numbers ADD COLUMN price_cents bigint, ADD COLUMN free boolean;
UPDATE game_numbers n SET
  price_cents = CASE WHEN n.number BETWEEN g.free_play_start AND g.free_play_end THEN 0
    ELSE n.number::bigint * 100 END,
  free = n.number BETWEEN g.free_play_start AND g.free_play_end
    AND g.free_play_start > 0 AND g.free_play_end > 0 AND g.free_play_start <= g.total_numbers
    AND g.free_play_end <= g.total_numbers AND g.free_play_start <= g.free_play_end
FROM games g WHERE g.id = n.game_id;
ALTER TABLE game_numbers ALTER COLUMN price_cents SET NOT NULL, ALTER COLUMN free SET NOT NULL,
  ADD CONSTRAINT game_numbers_price_check CHECK (price_cents >= 0);

ALTER TABLE games ADD COLUMN free_numbers integer NOT NULL DEFAULT 0 CHECK (free_numbers >= 0);
UPDATE games g SET
  free_numbers = (SELECT count(*) FROM game_numbers n WHERE n.game_id = g.id AND n.free),
  free_numbers_left = (SELECT count(*) FROM game_numbers n
    WHERE n.game_id = g.id AND n.free AND n.status = 'available');

-- The draws among the free or the paid numbers walk this index in number order; the dearest paid
-- number available (a limit's check) is the last entry of the second. A spin's number leaves both
-- (their rows are the available ones), so a spin writes neither.
CREATE INDEX game_numbers_draw_idx ON game_numbers (game_id, free, number) WHERE status = 'available';
CREATE INDEX game_numbers_dearest_idx ON game_numbers (game_id, price_cents)
  WHERE status = 'available' AND NOT free;

ALTER TABLE responsible_play ADD COLUMN revision bigint NOT NULL DEFAULT 0;

-- Functions of an older signature, replaced by those of adapters/postgres/functions/.
DROP FUNCTION IF EXISTS spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz,
  timestamptz, timestamptz, timestamptz);
DROP FUNCTION IF EXISTS spin_draw(games, bigint, integer, integer, integer);
DROP FUNCTION IF EXISTS spin_draw_outside(games, bigint, integer, integer, integer);
DROP FUNCTION IF EXISTS spin_has_free_range(games);
