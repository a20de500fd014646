-- A game may be cancelled (domain/games/game-life.ts): for good, only without a winner, with a public
-- reason. Its seed is public as at a close (closed_at is set with it), and the spin's status reads it,
-- so no spin of either kind, and no payment of a held number, is accepted after it. The log's `cancel`
-- entry (an operator entry, written by game_log_note) records the reason.
ALTER TABLE games ADD COLUMN cancelled_at timestamptz, ADD COLUMN cancel_reason text,
  ADD CONSTRAINT games_cancel_reason_check CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL));

-- A minimum to run (domain/games/minimum-to-run.ts): the paid numbers a game must sell by its end;
-- below it the closer cancels the game or moves its end once by extend_hours. minimum_decided_at is
-- set by the one closer that decides (a compare-and-set), extended_at when the end moved.
ALTER TABLE games ADD COLUMN minimum_to_run integer CHECK (minimum_to_run IS NULL OR minimum_to_run >= 1),
  ADD COLUMN below_minimum text CHECK (below_minimum IN ('cancel', 'extend')),
  ADD COLUMN extend_hours integer CHECK (extend_hours IS NULL OR extend_hours >= 1),
  ADD COLUMN minimum_decided_at timestamptz,
  ADD COLUMN extended_at timestamptz,
  ADD CONSTRAINT games_minimum_check CHECK (minimum_to_run IS NULL OR below_minimum IS NOT NULL),
  ADD CONSTRAINT games_extend_check CHECK (below_minimum IS DISTINCT FROM 'extend' OR extend_hours IS NOT NULL);

-- The reconciler's sweep: paid claims of cancelled games without a refund yet.
CREATE INDEX games_cancelled_idx ON games (id) WHERE cancelled_at IS NOT NULL;
