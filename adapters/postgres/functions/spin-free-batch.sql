-- The free entries of one game that arrived together, taken by ONE autocommit statement (group
-- commit, adapters/postgres/play/postgres-spin-desk.ts): the game's row is locked once, then each
-- entry, in the order of `spins` (their arrival), is spin_free itself, unchanged, with its own answer
-- row tagged with its index `k`. One commit for the group.
--
-- `spins` is a JSON array of objects holding spin_free's arguments that differ from entry to entry
-- (claim_id, player, at, claim_deadline, claim_notice).
CREATE OR REPLACE FUNCTION spin_free_batch(game bigint, spins jsonb, unsettled_statuses text[])
RETURNS TABLE (k integer, outcome text, failed text[], cancelled_at timestamptz, closed_at timestamptz,
  end_time timestamptz, start_time timestamptz, is_scheduled boolean, unsold integer, number integer,
  spin integer, client_seed text)
LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  PERFORM 1 FROM games g WHERE g.id = game FOR UPDATE;
  FOR s IN SELECT (e.i - 1)::integer AS i, e.v FROM jsonb_array_elements(spins) WITH ORDINALITY AS e (v, i)
    ORDER BY e.i
  LOOP
    RETURN QUERY SELECT s.i, p.* FROM spin_free((s.v ->> 'claim_id')::uuid, game, (s.v ->> 'player')::bigint,
      (s.v ->> 'at')::timestamptz, (s.v ->> 'claim_deadline')::timestamptz, s.v -> 'claim_notice',
      unsettled_statuses) p;
  END LOOP;
END $$;
