-- Holds, the end of a game, and the second version of the provably fair scheme.
--
-- A game is complete only when every number is sold (paid or free-claimed): a number reserved for a
-- payment in progress, or held after a decline, is not sold (domain/games/game.ts gameStatus with
-- unsoldNumbers). A live game with no number a paid spin may draw answers 'all-reserved' (every
-- number left is unsettled) or 'free-only' (only the free range is left).
--
-- Each game keeps the scheme version it was created with (domain/fairness/scheme.ts): games that
-- exist now keep version 1 (a paid spin draws among all available numbers); games created from now
-- on take version 2 (a paid spin draws only among the available numbers outside the free range).
ALTER TABLE games ADD COLUMN scheme_version smallint NOT NULL DEFAULT 1
  CHECK (scheme_version IN (1, 2));
ALTER TABLE games ALTER COLUMN scheme_version SET DEFAULT 2;
