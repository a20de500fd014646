-- A game's unsold numbers under its lock: the available ones, and, only when none is, its claims in
-- one of `unsettled_statuses` (domain/play/number-claim.ts UNSETTLED_CLAIM_STATUSES). PL/pgSQL: as a
-- SQL function with a subquery it was not inlined, and was parsed and planned at every spin.
CREATE OR REPLACE FUNCTION spin_game_unsold(g games, unsettled_statuses text[]) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF g.numbers_left > 0 THEN RETURN g.numbers_left; END IF;
  RETURN (SELECT count(*)::integer FROM claims c WHERE c.game_id = g.id AND c.status = ANY (unsettled_statuses));
END $$;
