-- The confirms of approved charges that arrived together, as ONE autocommit statement (group commit,
-- adapters/postgres/payments/postgres-charge-confirmer.ts): first the rows of the games whose prize one
-- of the claims may win are locked, in the order of their ids (as charge_confirm takes a game's row
-- before the claim's), then each confirm, in the order of `confirms` (their arrival), is
-- charge_confirm itself, unchanged, with its own answer row tagged with its index `k`. One commit
-- for the group. A confirm that raises rolls the whole statement back: the caller then sends each alone.
--
-- `confirms` is a JSON array of objects holding charge_confirm's arguments by name.
CREATE OR REPLACE FUNCTION charge_confirm_batch(confirms jsonb)
RETURNS TABLE (k integer, outcome text, game_id bigint, instant_k integer, instant_name text,
  instant_value_cents bigint)
LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  PERFORM 1 FROM games g WHERE g.id IN (SELECT c0.game_id FROM claims c0
    JOIN instant_prizes p0 ON p0.game_id = c0.game_id AND p0.number = c0.number AND p0.claim_id IS NULL
    WHERE c0.id IN (SELECT (e ->> 'claim')::uuid FROM jsonb_array_elements(confirms) e))
    AND g.instant_award_entry ORDER BY g.id FOR UPDATE;
  FOR s IN SELECT (e.i - 1)::integer AS i, e.v FROM jsonb_array_elements(confirms) WITH ORDINALITY AS e (v, i)
    ORDER BY e.i
  LOOP
    RETURN QUERY SELECT s.i, c.* FROM charge_confirm((s.v ->> 'attempt_id')::uuid, (s.v ->> 'claim')::uuid,
      s.v ->> 'payment_id', (s.v ->> 'charged_cents')::bigint, (s.v ->> 'at')::timestamptz,
      s.v ->> 'pending_status', s.v ->> 'paid_status', s.v ->> 'event_kind', s.v ->> 'event_action',
      (s.v ->> 'claim_deadline')::timestamptz, s.v -> 'claim_notice', (s.v ->> 'receipt_id')::uuid,
      s.v ->> 'receipt_message_id', s.v ->> 'receipt_to', s.v ->> 'receipt_kind',
      CASE WHEN jsonb_typeof(s.v -> 'receipt') = 'object' THEN s.v -> 'receipt' END) c;
  END LOOP;
END $$;
