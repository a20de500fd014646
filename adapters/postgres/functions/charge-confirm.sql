-- The confirm of an approved charge as one statement in autocommit, like the spin (spin-paid.sql):
-- the attempt settled, the claim paid, the ledger row, the instant prize, the receipt
-- e-mail and the event commit together in one round trip, and nothing already known by the caller is
-- read again. Nothing here decides a rule: the claim's transition (domain/play/number-claim.ts,
-- approve), the event's kind and wording (application/back-office/activity-events.ts) and the instant
-- notice's deadline and window (domain/winners/claim-window.ts) come as parameters.
--
-- Answers 'settled-before' when the attempt is not pending any more (another process settled it:
-- nothing is written). Raises when the claim is not in `pending_status`: never a payment without its
-- claim, and the attempt stays pending (and loud) for the reconciler.
--
-- The confirm takes the game's row lock before the claim's when the claim may win an instant prize
-- (its award writes to the game's log, under that lock): a spin of the same player in the same game
-- takes the game's lock first too, so neither waits on the other's.
CREATE OR REPLACE FUNCTION charge_confirm(attempt_id uuid, claim uuid, card_id text, payment_id text,
  charged_cents bigint, at timestamptz, pending_status text, paid_status text,
  event_kind text, event_action text, claim_deadline timestamptz, claim_window_hours integer)
RETURNS TABLE (outcome text, game_id bigint, instant_k integer, instant_name text,
  instant_value_cents bigint)
LANGUAGE plpgsql AS $$
DECLARE
  c claims;
  won_k integer;
  g games;
  u users;
  brand text;
  last4 text;
  mail uuid;
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

  SELECT w.k INTO won_k FROM instant_award(claim, at, claim_deadline, claim_window_hours) w;
  IF won_k IS NOT NULL THEN
    SELECT p.k, p.name, p.value_cents INTO instant_k, instant_name, instant_value_cents
    FROM instant_prizes p WHERE p.game_id = c.game_id AND p.k = won_k;
  END IF;

  -- The receipt, beside its ledger row; a claim whose player was erased gets none.
  IF c.user_id IS NOT NULL THEN
    SELECT * INTO u FROM users WHERE id = c.user_id AND deleted_at IS NULL;
    SELECT * INTO g FROM games WHERE id = c.game_id;
    IF u.id IS NOT NULL AND g.id IS NOT NULL THEN
      SELECT pc.brand, pc.last4 INTO brand, last4 FROM payment_cards pc
      WHERE pc.user_id = c.user_id AND pc.gateway_card_id = card_id AND pc.disabled_at IS NULL
      LIMIT 1;
      mail := gen_random_uuid();
      INSERT INTO mail_outbox (id, message_id, to_address, kind, data, next_attempt_at, created_at)
      VALUES (mail, mail::text || '@prize-wheel.mail', u.email, 'receipt', jsonb_build_object(
        'kind', 'receipt', 'firstName', u.first_name, 'gameName', g.name, 'gameCode', g.code,
        'number', c.number, 'amountCents', charged_cents, 'cardBrand', brand, 'cardLast4', last4,
        'paidAt', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'paymentId', payment_id), at, at);
    END IF;
  END IF;

  INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
  VALUES (event_kind, c.user_id, NULL, c.game_id, c.number, charged_cents, event_action, at);
  outcome := 'confirmed';
  game_id := c.game_id;
  RETURN NEXT;
END $$;
