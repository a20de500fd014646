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
