-- line_i of an operator entry (a winner set aside, the operator's pick, a live game's edit, a
-- cancellation) is the claim line plus one last field, the detail:
-- i|type|spin|kind|number|clientSeed|at|detail (domain/fairness/fairness-log.ts), spin, kind and
-- client seed empty; the claim, release and draw entries keep their line, so games logged before
-- verify as they did. Appended by game_log_append.
CREATE OR REPLACE FUNCTION game_log_note(g bigint, t text, n integer, a timestamptz, d text)
RETURNS text LANGUAGE sql AS $$
  SELECT game_log_append(g, t, NULL, NULL, n, NULL, a, NULL, d)
$$;
