-- A game's unsold numbers under its lock: the available ones, and, only when none is, its claims in
-- one of `unsettled_statuses` (domain/play/number-claim.ts UNSETTLED_CLAIM_STATUSES).
CREATE OR REPLACE FUNCTION spin_game_unsold(g games, unsettled_statuses text[]) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN g.numbers_left > 0 THEN g.numbers_left
    ELSE (SELECT count(*)::integer FROM claims c WHERE c.game_id = g.id AND c.status = ANY (unsettled_statuses))
  END
$$;
