-- Instant wins and the cap on paid entries (docs/rules/games.md, Instant wins and Entries per
-- player; docs/rules/fairness.md, Instant wins). Nothing here decides a rule:
-- - which numbers win which instant prize is decided by the domain from the game's server seed
--   (domain/fairness/instant-wins.ts) when the game is created or edited before its first claim, and
--   stored in instant_prizes; the log and the award only look the number up there;
-- - the cap is the games.max_entries_per_player column the domain wrote (null: none); spin_paid
--   compares the player's paid entries with it under the game's lock;
-- - a prize is won by the first claim of its number that is settled (a free claim at once, a paid one
--   when its charge settles as paid): instant_award marks it won, opens the winner's prize claim and
--   queues the winner's e-mail, in the caller's transaction; the claim deadline and window come from
--   the domain as parameters (domain/winners/claim-window.ts).

ALTER TABLE games ADD COLUMN max_entries_per_player integer
  CHECK (max_entries_per_player IS NULL OR max_entries_per_player >= 1);

-- A game's instant prizes in order (k = 1..K), each on its number, and who won it. winner_id is the
-- prize's winner record (taken from the winners' sequence, so a prize claim's winner id names one
-- winner, main or instant); it is set with the win.
CREATE TABLE instant_prizes (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  k integer NOT NULL CHECK (k >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  value_cents bigint NOT NULL CHECK (value_cents >= 0),
  number integer NOT NULL CHECK (number >= 1),
  claim_id uuid,
  user_id bigint REFERENCES users (id),
  spin integer,
  won_at timestamptz,
  winner_id bigint UNIQUE,
  PRIMARY KEY (game_id, k),
  UNIQUE (game_id, number),
  CHECK ((claim_id IS NULL) = (won_at IS NULL) AND (claim_id IS NULL) = (winner_id IS NULL))
);
CREATE INDEX instant_prizes_claim_idx ON instant_prizes (claim_id) WHERE claim_id IS NOT NULL;
CREATE INDEX instant_prizes_won_idx ON instant_prizes (won_at DESC) WHERE won_at IS NOT NULL;

-- A prize won is a change of its game: every open page of it hears the win.
CREATE TRIGGER instant_prizes_changed AFTER UPDATE ON instant_prizes
  FOR EACH ROW EXECUTE FUNCTION notify_game_change();

-- The claim entry of an instant-win number carries its prize: line_i gets `|k` after `at`
-- (domain/fairness/fairness-log.ts lineOf); every other entry keeps its line, so the logs of games
-- logged before verify as they did.
ALTER TABLE game_log ADD COLUMN instant integer;

DROP TRIGGER claims_game_log ON claims;
DROP FUNCTION claims_game_log();
DROP FUNCTION game_log_append(bigint, text, integer, text, integer, text, timestamptz);

CREATE FUNCTION game_log_append(g bigint, t text, s integer, k text, n integer, c text, a timestamptz,
  prize integer DEFAULT NULL)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  previous text;
  last_i integer;
  last_hash text;
  line text;
BEGIN
  SELECT server_seed_hash INTO previous FROM games WHERE id = g FOR UPDATE;
  SELECT l.i, l.hash INTO last_i, last_hash FROM game_log l WHERE l.game_id = g ORDER BY l.i DESC LIMIT 1;
  IF last_i IS NULL THEN last_i := 0; ELSE previous := last_hash; END IF;
  line := concat_ws('|', last_i + 1, t, coalesce(s::text, ''), coalesce(k, ''), n, coalesce(c, ''),
    to_char(a AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  IF prize IS NOT NULL THEN line := line || '|' || prize; END IF;
  last_hash := encode(sha256(convert_to(previous || '|' || line, 'UTF8')), 'hex');
  INSERT INTO game_log (game_id, i, type, spin, kind, number, client_seed, at, hash, instant)
  VALUES (g, last_i + 1, t, s, k, n, c, a, last_hash, prize);
  RETURN last_hash;
END $$;

CREATE FUNCTION claims_game_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prize integer;
BEGIN
  IF NEW.spin IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT p.k INTO prize FROM instant_prizes p WHERE p.game_id = NEW.game_id AND p.number = NEW.number;
    PERFORM game_log_append(NEW.game_id, 'claim', NEW.spin, NEW.kind, NEW.number, NEW.client_seed,
      NEW.created_at, prize);
  ELSIF NEW.status = 'released' AND OLD.status <> 'released' THEN
    PERFORM game_log_append(NEW.game_id, 'release', NULL, NULL, NEW.number, NULL, NEW.settled_at);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER claims_game_log AFTER INSERT OR UPDATE OF status ON claims
  FOR EACH ROW EXECUTE FUNCTION claims_game_log();

-- Awards the instant prize on the claim's number, if the claim is settled (free, or paid) and the
-- prize is not won yet: the prize is marked won, the winner's prize claim opened (the claim page,
-- /claim/{winner id}) and the winner's notice queued in the outbox (the 'winner' e-mail of
-- domain/mail/mail-message.ts, marked instant), all in the caller's transaction. Answers the prize
-- won, or no row. A number held after a decline and released never settled, so it won nothing.
CREATE FUNCTION instant_award(claim uuid, at timestamptz, deadline timestamptz, window_hours integer)
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

DROP FUNCTION spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz, bigint,
  timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, smallint[], text, text, text);
DROP FUNCTION spin_free(uuid, bigint, bigint, timestamptz);

-- A paid spin (application/play/paid-spin-under-terms.ts). The player's responsible_play row is
-- locked first, then the game's row (every transaction taking both takes them in this order); the
-- row must be at player_revision (null: no row), else 'stale' and nothing is done. since_* are the
-- starts of the player's periods and *_allowance their limits (null: none), both from the domain.
-- A claim that would break a unique key (one unsettled claim per player and game, the request id) is
-- not written: 'unique-key', and nothing is taken.
CREATE FUNCTION spin_paid(claim_id uuid, game_id bigint, player bigint, request_id text, at timestamptz,
  customer_id text, card_id text, next_try_at timestamptz, player_revision bigint,
  since_day timestamptz, since_week timestamptz, since_month timestamptz,
  daily_allowance bigint, weekly_allowance bigint, monthly_allowance bigint,
  skip_free_versions smallint[], reserved_status text, settled_status text, note_format text,
  claim_deadline timestamptz, claim_window_hours integer)
RETURNS TABLE (outcome text, game_status text, start_time timestamptz,
  daily_spent bigint, weekly_spent bigint, monthly_spent bigint, highest bigint,
  number integer, price_cents bigint, claim_status text, spin integer, client_seed text, note text,
  entry_limit integer)
LANGUAGE plpgsql AS $$
DECLARE
  current_revision bigint;
  g games;
  drawn record;
  paid_left integer;
  entries integer;
BEGIN
  SELECT r.revision INTO current_revision FROM responsible_play r WHERE r.user_id = player FOR UPDATE;
  IF current_revision IS DISTINCT FROM player_revision THEN outcome := 'stale'; RETURN NEXT; RETURN; END IF;
  IF num_nonnulls(daily_allowance, weekly_allowance, monthly_allowance) > 0 THEN
    -- Read after the player's lock is granted: every spin of theirs committed before counts.
    SELECT coalesce(sum(c.price_cents) FILTER (WHERE c.created_at >= since_day), 0),
      coalesce(sum(c.price_cents) FILTER (WHERE c.created_at >= since_week), 0),
      coalesce(sum(c.price_cents) FILTER (WHERE c.created_at >= since_month), 0)
    INTO daily_spent, weekly_spent, monthly_spent
    FROM claims c
    WHERE c.user_id = player AND c.kind = 'paid' AND c.status IN ('pending', 'held', 'paid')
      AND c.price_cents > 0 AND c.created_at >= least(since_day, since_week, since_month);
  END IF;

  UPDATE games SET spin_sequence = spin_sequence + 1
  WHERE id = spin_paid.game_id AND archived_at IS NULL RETURNING * INTO g;
  IF NOT FOUND THEN outcome := 'no-game'; RETURN NEXT; RETURN; END IF;
  game_status := spin_game_status(g, at);
  IF game_status <> 'live' THEN
    outcome := 'not-live'; start_time := g.start_time; RETURN NEXT; RETURN;
  END IF;
  paid_left := g.numbers_left - g.free_numbers_left;
  IF g.numbers_left <= 0 THEN outcome := 'all-reserved'; RETURN NEXT; RETURN; END IF;
  IF paid_left <= 0 THEN outcome := 'free-only'; RETURN NEXT; RETURN; END IF;
  IF g.max_entries_per_player IS NOT NULL THEN
    -- Counted under the game's lock: every paid spin of the game waits for it, the player's too.
    SELECT count(*) INTO entries FROM claims c
    WHERE c.game_id = g.id AND c.user_id = player AND c.kind = 'paid' AND c.status IN ('pending', 'held', 'paid');
    IF entries >= g.max_entries_per_player THEN
      outcome := 'entry-limit'; entry_limit := g.max_entries_per_player; RETURN NEXT; RETURN;
    END IF;
  END IF;
  IF daily_spent IS NOT NULL THEN
    -- The draw's dearest candidate: the highest stored price of an available paid number.
    SELECT coalesce(max(n.price_cents), 0) INTO highest FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' AND NOT n.free;
    IF daily_spent + highest > daily_allowance OR weekly_spent + highest > weekly_allowance
      OR monthly_spent + highest > monthly_allowance THEN
      outcome := 'limit'; RETURN NEXT; RETURN;
    END IF;
  END IF;

  IF g.scheme_version = ANY (skip_free_versions) THEN
    SELECT * INTO drawn FROM spin_draw(g, player, paid_left, false);
  ELSE
    SELECT * INTO drawn FROM spin_draw(g, player, g.numbers_left, NULL);
  END IF;
  IF drawn.client_seed IS NULL THEN outcome := 'no-player'; RETURN NEXT; RETURN; END IF;
  number := drawn.picked;
  spin := drawn.spin;
  client_seed := drawn.client_seed;
  price_cents := drawn.price;
  claim_status := CASE WHEN price_cents = 0 THEN settled_status ELSE reserved_status END;
  INSERT INTO claims (id, game_id, number, user_id, kind, status, price_cents, request_id, created_at,
    settled_at, hold_expires_at, spin, client_seed)
  VALUES (claim_id, g.id, number, player, 'paid', claim_status, price_cents, request_id, at,
    CASE WHEN price_cents = 0 THEN at END, NULL, spin, client_seed)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN outcome := 'unique-key'; RETURN NEXT; RETURN; END IF;
  PERFORM spin_take(g, number);
  INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
  VALUES ('paid_spin', player, NULL, g.id, number, price_cents, 'Paid spin', at);
  IF price_cents > 0 THEN
    -- The first charge attempt, keyed by the claim id (the gateway's idempotency key).
    note := format(note_format, g.code, number);
    INSERT INTO payment_attempts (id, claim_id, gateway_customer_id, gateway_card_id, amount_cents, note,
      status, next_try_at, created_at)
    VALUES (claim_id, claim_id, customer_id, card_id, price_cents, note, 'pending', next_try_at, at);
  END IF;
  IF price_cents = 0 THEN PERFORM instant_award(claim_id, at, claim_deadline, claim_window_hours); END IF;
  outcome := 'claimed';
  RETURN NEXT;
END $$;

-- The free entry (application/play/take-free-spin.ts): one per player per game, drawn among the
-- game's available free numbers. The player on a break is refused before (no lock is needed for that).
CREATE FUNCTION spin_free(claim_id uuid, game_id bigint, player bigint, at timestamptz,
  claim_deadline timestamptz, claim_window_hours integer)
RETURNS TABLE (outcome text, game_status text, start_time timestamptz, number integer, spin integer,
  client_seed text)
LANGUAGE plpgsql AS $$
DECLARE
  g games;
  drawn record;
BEGIN
  UPDATE games SET spin_sequence = spin_sequence + 1
  WHERE id = spin_free.game_id AND archived_at IS NULL RETURNING * INTO g;
  IF NOT FOUND THEN outcome := 'no-game'; RETURN NEXT; RETURN; END IF;
  game_status := spin_game_status(g, at);
  IF game_status <> 'live' THEN
    outcome := 'not-live'; start_time := g.start_time; RETURN NEXT; RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM claims c WHERE c.game_id = g.id AND c.user_id = player AND c.kind = 'free') THEN
    outcome := 'used'; RETURN NEXT; RETURN;
  END IF;
  IF g.free_numbers <= 0 THEN outcome := 'no-free-range'; RETURN NEXT; RETURN; END IF;
  IF g.free_numbers_left <= 0 THEN outcome := 'none-left'; RETURN NEXT; RETURN; END IF;

  SELECT * INTO drawn FROM spin_draw(g, player, g.free_numbers_left, true);
  IF drawn.client_seed IS NULL THEN outcome := 'no-player'; RETURN NEXT; RETURN; END IF;
  number := drawn.picked;
  spin := drawn.spin;
  client_seed := drawn.client_seed;
  INSERT INTO claims (id, game_id, number, user_id, kind, status, price_cents, request_id, created_at,
    settled_at, hold_expires_at, spin, client_seed)
  VALUES (claim_id, g.id, number, player, 'free', 'free', 0, NULL, at, at, NULL, spin, client_seed)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN outcome := 'used'; RETURN NEXT; RETURN; END IF;
  PERFORM spin_take(g, number);
  INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
  VALUES ('free_spin', player, NULL, g.id, number, 0, 'Free spin', at);
  PERFORM instant_award(claim_id, at, claim_deadline, claim_window_hours);
  outcome := 'claimed';
  RETURN NEXT;
END $$;
