-- The paid spins of one game that arrived together, taken by ONE autocommit statement (group commit,
-- adapters/postgres/play/postgres-spin-desk.ts): the players' responsible_play rows are locked first,
-- in the order of their ids (so two groups never wait on each other), then the game's row, once; then
-- each spin, in the order of `spins` (their arrival), is spin_paid itself, unchanged: its own checks,
-- claim, log entry (claims_game_log), event and charge attempt, its own answer row tagged with its
-- index `k`. The locks spin_paid takes again are already held. A spin refused or keyed twice writes
-- nothing, as alone; the others are not touched by it. One commit for the group.
--
-- `spins` is a JSON array of objects holding spin_paid's arguments that differ from spin to spin
-- (claim_id, player, request_id, at, customer_id, card_id, next_try_at, player_revision, since_day,
-- since_week, since_month, daily_allowance, weekly_allowance, monthly_allowance, claim_deadline,
-- claim_notice); the rest are the group's.
CREATE OR REPLACE FUNCTION spin_paid_batch(game bigint, spins jsonb,
  skip_free_versions smallint[], reserved_status text, settled_status text, note_format text,
  spending_statuses text[], unsettled_statuses text[])
RETURNS TABLE (k integer, outcome text, failed text[], cancelled_at timestamptz, closed_at timestamptz,
  end_time timestamptz, start_time timestamptz, is_scheduled boolean, unsold integer, numbers_left integer,
  daily_spent bigint, weekly_spent bigint, monthly_spent bigint, highest bigint,
  number integer, price_cents bigint, claim_status text, spin integer, client_seed text, note text,
  entry_limit integer)
LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  PERFORM 1 FROM responsible_play r
  WHERE r.user_id IN (SELECT (e ->> 'player')::bigint FROM jsonb_array_elements(spins) e)
  ORDER BY r.user_id FOR UPDATE;
  PERFORM 1 FROM games g WHERE g.id = game FOR UPDATE;
  FOR s IN SELECT (e.i - 1)::integer AS i, e.v FROM jsonb_array_elements(spins) WITH ORDINALITY AS e (v, i)
    ORDER BY e.i
  LOOP
    RETURN QUERY SELECT s.i, p.* FROM spin_paid((s.v ->> 'claim_id')::uuid, game, (s.v ->> 'player')::bigint,
      s.v ->> 'request_id', (s.v ->> 'at')::timestamptz, s.v ->> 'customer_id', s.v ->> 'card_id',
      (s.v ->> 'next_try_at')::timestamptz, (s.v ->> 'player_revision')::bigint,
      (s.v ->> 'since_day')::timestamptz, (s.v ->> 'since_week')::timestamptz,
      (s.v ->> 'since_month')::timestamptz, (s.v ->> 'daily_allowance')::bigint,
      (s.v ->> 'weekly_allowance')::bigint, (s.v ->> 'monthly_allowance')::bigint,
      skip_free_versions, reserved_status, settled_status, note_format,
      (s.v ->> 'claim_deadline')::timestamptz, s.v -> 'claim_notice', spending_statuses, unsettled_statuses) p;
  END LOOP;
END $$;
