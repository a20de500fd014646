-- Fairness scheme 3 (docs/rules/fairness.md, Scheme versions; domain/fairness/scheme.ts) for the games
-- created from now on. Nothing here decides a rule: the game's version and what it implies are written
-- with the game by the domain (instantAwardIsItsOwnEntry, clientSeedIsPerGame), and read here:
-- - instant_award_entry: an instant prize is its own log entry, `instant`, written by instant_award when
--   the claim is won (a free claim at once, a paid one when its charge settles paid), in the same
--   transaction; the claim's own entry carries no mark, so nothing tells a held number is an instant
--   winner. Games logged before keep the mark on their claims and verify as they did.
-- - per_game_client_seed: a claim uses, and the log shows, the player's seed for that game only,
--   lowercase hex HMAC-SHA256 keyed by the player's seed over `g:{gameId}` (domain/fairness/seeds.ts
--   gameClientSeed), so the log links no player's entries across games.
-- Existing games keep schemes 1 and 2: both columns false for them.

ALTER TABLE games DROP CONSTRAINT games_scheme_version_check;
ALTER TABLE games ADD CONSTRAINT games_scheme_version_check CHECK (scheme_version IN (1, 2, 3));
ALTER TABLE games ADD COLUMN instant_award_entry boolean NOT NULL DEFAULT false,
  ADD COLUMN per_game_client_seed boolean NOT NULL DEFAULT false;
-- A row written without them (the repository writes all three) is a game of the current scheme.
ALTER TABLE games ALTER COLUMN scheme_version SET DEFAULT 3, ALTER COLUMN instant_award_entry SET DEFAULT true,
  ALTER COLUMN per_game_client_seed SET DEFAULT true;

-- The award's entry: line_i = i|instant|spin||number||at|k (domain/fairness/fairness-log.ts lineOf),
-- written by game_log_append with the prize as its last field.
ALTER TABLE game_log DROP CONSTRAINT game_log_type_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_type_check
  CHECK (type IN ('claim', 'release', 'draw', 'instant', 'setaside', 'pick', 'edit', 'cancel'));

-- A claim's entry carries its instant prize only in a game whose prizes are not entries of their own.
CREATE OR REPLACE FUNCTION claims_game_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prize integer;
BEGIN
  IF NEW.spin IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT p.k INTO prize FROM instant_prizes p JOIN games g ON g.id = p.game_id
    WHERE p.game_id = NEW.game_id AND p.number = NEW.number AND NOT g.instant_award_entry;
    PERFORM game_log_append(NEW.game_id, 'claim', NEW.spin, NEW.kind, NEW.number, NEW.client_seed,
      NEW.created_at, prize);
  ELSIF NEW.status = 'released' AND OLD.status <> 'released' THEN
    PERFORM game_log_append(NEW.game_id, 'release', NULL, NULL, NEW.number, NULL, NEW.settled_at);
  END IF;
  RETURN NULL;
END $$;

-- Migration 031's draw, the client seed being the player's seed for this game when the game says so.
CREATE OR REPLACE FUNCTION spin_draw(g games, player bigint, candidates integer, only_free boolean,
  OUT spin integer, OUT client_seed text, OUT picked integer, OUT price bigint)
LANGUAGE plpgsql AS $$
DECLARE
  k bigint;
BEGIN
  SELECT u.client_seed INTO client_seed FROM users u WHERE u.id = player;
  IF NOT FOUND THEN RETURN; END IF;
  IF g.per_game_client_seed THEN
    client_seed := encode(fair_hmac_sha256(convert_to(client_seed, 'UTF8'), convert_to('g:' || g.id, 'UTF8')),
      'hex');
  END IF;
  SELECT coalesce(max(c.spin), 0) + 1 INTO spin FROM claims c WHERE c.game_id = g.id AND c.spin IS NOT NULL;
  k := fair_pick_index(g.server_seed, g.id || ':' || spin || ':' || client_seed, candidates);
  IF only_free IS NULL THEN
    SELECT n.number, n.price_cents INTO picked, price FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' ORDER BY n.number OFFSET k LIMIT 1;
  ELSE
    SELECT n.number, n.price_cents INTO picked, price FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' AND n.free = only_free
    ORDER BY n.number OFFSET k LIMIT 1;
  END IF;
  IF picked IS NULL THEN RAISE EXCEPTION 'number pool of game % changed under its spin lock', g.id; END IF;
END $$;

-- Migration 038's award, which now also writes the prize's own log entry in a game that logs it so.
CREATE OR REPLACE FUNCTION instant_award(claim uuid, at timestamptz, deadline timestamptz, window_hours integer)
RETURNS TABLE (k integer, winner_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  c claims;
  p instant_prizes;
  g games;
  u users;
  mail uuid;
BEGIN
  SELECT * INTO c FROM claims WHERE id = claim AND status IN ('free', 'paid') AND user_id IS NOT NULL;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE instant_prizes ip SET claim_id = c.id, user_id = c.user_id, spin = c.spin, won_at = at,
    winner_id = nextval(pg_get_serial_sequence('winners', 'id'))
  WHERE ip.game_id = c.game_id AND ip.number = c.number AND ip.claim_id IS NULL
  RETURNING * INTO p;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO g FROM games WHERE id = c.game_id;
  IF g.instant_award_entry AND c.spin IS NOT NULL THEN
    PERFORM game_log_append(g.id, 'instant', c.spin, NULL, c.number, NULL, at, p.k);
  END IF;
  INSERT INTO prize_claims (winner_id, game_id, user_id, number, game_name, prize, prize_value_cents,
    notified_at, deadline, changed_at, changed_by)
  VALUES (p.winner_id, g.id, c.user_id, c.number, g.name, p.name, p.value_cents, at, deadline, at, 'notice');
  SELECT * INTO u FROM users WHERE id = c.user_id AND deleted_at IS NULL AND email IS NOT NULL;
  IF FOUND THEN
    mail := gen_random_uuid();
    INSERT INTO mail_outbox (id, message_id, to_address, kind, data, next_attempt_at, created_at)
    VALUES (mail, mail::text || '@prize-wheel.mail', u.email, 'winner', jsonb_build_object(
      'kind', 'winner', 'firstName', coalesce(u.first_name, ''), 'gameName', g.name, 'prize', p.name,
      'prizeValueCents', p.value_cents, 'number', c.number,
      'claimBy', to_char(deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'winnerId', p.winner_id, 'claimWindowHours', window_hours, 'instant', true), at, at);
  END IF;
  k := p.k;
  winner_id := p.winner_id;
  RETURN NEXT;
END $$;

-- Migration 042's confirm, which now takes the game's row lock before the claim's when the claim may
-- win an instant prize (its award writes to the game's log, under that lock): a spin of the same
-- player in the same game takes the game's lock first too, so neither waits on the other's.
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
