-- The confirm of an approved charge as one statement in autocommit, like the spin (spin-paid.sql):
-- the attempt settled, the claim paid, the ledger row, the instant prize, the receipt
-- e-mail and the event commit together in one round trip, and nothing already known by the caller is
-- read again. Nothing here decides a rule nor says anything to the player: the claim's transition
-- (domain/play/number-claim.ts, approve), the event's kind and wording
-- (application/back-office/activity-events.ts), the instant notice's deadline and window
-- (domain/winners/claim-window.ts) and the receipt e-mail, written by application/payments/receipt-mail.ts
-- (the outbox row's id and message id, its address, kind and message; null: none), come as parameters.
--
-- Answers 'settled-before' when the attempt is not pending any more (another process settled it:
-- nothing is written). Raises when the claim is not in `pending_status`: never a payment without its
-- claim, and the attempt stays pending (and loud) for the reconciler.
--
-- The confirm takes the game's row lock before the claim's when the claim may win an instant prize
-- (its award writes to the game's log, under that lock): a spin of the same player in the same game
-- takes the game's lock first too, so neither waits on the other's.
DROP FUNCTION IF EXISTS charge_confirm(uuid, uuid, text, text, bigint, timestamptz, text, text, text, text,
  timestamptz, integer);
DROP FUNCTION IF EXISTS charge_confirm(uuid, uuid, text, bigint, timestamptz, text, text, text, text, timestamptz,
  integer, uuid, text, text, text, jsonb);

CREATE OR REPLACE FUNCTION charge_confirm(attempt_id uuid, claim uuid, payment_id text,
  charged_cents bigint, at timestamptz, pending_status text, paid_status text,
  event_kind text, event_action text, claim_deadline timestamptz, claim_notice jsonb,
  receipt_id uuid, receipt_message_id text, receipt_to text, receipt_kind text, receipt jsonb)
RETURNS TABLE (outcome text, game_id bigint, instant_k integer, instant_name text,
  instant_value_cents bigint)
LANGUAGE plpgsql AS $$
DECLARE
  c claims;
  won_k integer;
BEGIN
  -- A claim whose number carries a prize not won yet may win it here, and its award is a log entry,
  -- which takes the game's row lock: take it first, as a spin does, so the two never wait on each other.
  PERFORM 1 FROM games WHERE id = (SELECT c0.game_id FROM claims c0
    JOIN instant_prizes p0 ON p0.game_id = c0.game_id AND p0.number = c0.number AND p0.claim_id IS NULL
    WHERE c0.id = claim) AND instant_award_entry FOR UPDATE;
  UPDATE payment_attempts a SET status = 'approved', gateway_payment_id = payment_id,
    decline_code = NULL, decline_detail = NULL, tries = a.tries + 1, settled_at = at
  WHERE a.id = attempt_id AND a.status = 'pending';
  IF NOT FOUND THEN outcome := 'settled-before'; RETURN NEXT; RETURN; END IF;
  UPDATE claims SET status = paid_status, settled_at = at
  WHERE id = claim AND status = pending_status RETURNING * INTO c;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'payment % approved for claim %, which is not pending', payment_id, claim;
  END IF;
  INSERT INTO payments (claim_id, attempt_id, gateway_payment_id, amount_cents, created_at)
  VALUES (claim, attempt_id, payment_id, charged_cents, at);

  SELECT w.k INTO won_k FROM instant_award(claim, at, claim_deadline, claim_notice) w;
  IF won_k IS NOT NULL THEN
    SELECT p.k, p.name, p.value_cents INTO instant_k, instant_name, instant_value_cents
    FROM instant_prizes p WHERE p.game_id = c.game_id AND p.k = won_k;
  END IF;

  -- The receipt it is handed, beside its ledger row; a claim whose player was erased meanwhile gets none.
  IF receipt IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.deleted_at IS NULL) THEN
    INSERT INTO mail_outbox (id, message_id, to_address, kind, data, next_attempt_at, created_at)
    VALUES (receipt_id, receipt_message_id, receipt_to, receipt_kind, receipt, at, at);
  END IF;

  INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
  VALUES (event_kind, c.user_id, NULL, c.game_id, c.number, charged_cents, event_action, at);
  outcome := 'confirmed';
  game_id := c.game_id;
  RETURN NEXT;
END $$;
