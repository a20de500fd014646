-- Rules in the domain, invariants here. Until now spin_paid and spin_free priced a number, decided
-- which numbers were free and what a player's limits and break were; from this migration on they read
-- what the domain decided and compare numbers:
-- - each number's terms (domain/games/game-type.ts NumberTerms: its price, whether free entries draw
--   it) are columns of game_numbers, written with the game by its game type (numberTermsOf) when it
--   is created or its numbers are edited, and games.free_numbers counts the free ones;
-- - a paid spin is handed the player's terms (domain/responsible-play/spin-terms.ts): the limits in
--   force as allowances, and the revision of the player's record they were read at, which the spin
--   compares under the player's lock (every change of the record moves responsible_play.revision);
--   a break is refused by the domain before, so the desk never reads it;
-- - the versions of the fairness scheme whose paid draw leaves the free numbers out, the claim
--   statuses of a reservation, and the charge note's wording are parameters.
-- What stays here: the locks, the unique keys, the spin sequence, the counters, the compare-and-set
-- on the player's revision, the sums of spending compared with the allowances, and the log.

-- Each number's terms. The backfill writes the wheel's terms as domain/games/wheel-spin.ts states
-- them for the games that exist (a number of the stored range costs nothing, otherwise its face value
-- in dollars; free entries draw the numbers of a valid range); new games get them from the domain.
ALTER TABLE game_numbers ADD COLUMN price_cents bigint, ADD COLUMN free boolean;
UPDATE game_numbers n SET
  price_cents = CASE WHEN n.number BETWEEN g.free_play_start AND g.free_play_end THEN 0
    ELSE n.number::bigint * 100 END,
  free = n.number BETWEEN g.free_play_start AND g.free_play_end
    AND g.free_play_start > 0 AND g.free_play_end > 0 AND g.free_play_start <= g.total_numbers
    AND g.free_play_end <= g.total_numbers AND g.free_play_start <= g.free_play_end
FROM games g WHERE g.id = n.game_id;
ALTER TABLE game_numbers ALTER COLUMN price_cents SET NOT NULL, ALTER COLUMN free SET NOT NULL,
  ADD CONSTRAINT game_numbers_price_check CHECK (price_cents >= 0);

ALTER TABLE games ADD COLUMN free_numbers integer NOT NULL DEFAULT 0 CHECK (free_numbers >= 0);
UPDATE games g SET
  free_numbers = (SELECT count(*) FROM game_numbers n WHERE n.game_id = g.id AND n.free),
  free_numbers_left = (SELECT count(*) FROM game_numbers n
    WHERE n.game_id = g.id AND n.free AND n.status = 'available');

-- The draws among the free or the paid numbers walk this index in number order; the dearest paid
-- number available (a limit's check) is the last entry of the second. A spin's number leaves both
-- (their rows are the available ones), so a spin writes neither.
CREATE INDEX game_numbers_draw_idx ON game_numbers (game_id, free, number) WHERE status = 'available';
CREATE INDEX game_numbers_dearest_idx ON game_numbers (game_id, price_cents)
  WHERE status = 'available' AND NOT free;

ALTER TABLE responsible_play ADD COLUMN revision bigint NOT NULL DEFAULT 0;

DROP FUNCTION spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz,
  timestamptz, timestamptz, timestamptz);
DROP FUNCTION spin_draw(games, bigint, integer, integer, integer);
DROP FUNCTION spin_draw_outside(games, bigint, integer, integer, integer);
DROP FUNCTION spin_has_free_range(games);

-- Takes the next spin number (one more than the game's last: no gap, a refused spin takes none) and
-- draws the index-th of the candidates by `g:k:c`: the available numbers ascending, all of them when
-- only_free is null, else those whose free column equals it. Runs under the game's row lock.
CREATE FUNCTION spin_draw(g games, player bigint, candidates integer, only_free boolean,
  OUT spin integer, OUT client_seed text, OUT picked integer, OUT price bigint)
LANGUAGE plpgsql AS $$
DECLARE
  k bigint;
BEGIN
  SELECT u.client_seed INTO client_seed FROM users u WHERE u.id = player;
  IF NOT FOUND THEN RETURN; END IF;
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

-- The picked number leaves the pool with its claim (written just before, in the same statement).
CREATE OR REPLACE FUNCTION spin_take(g games, picked integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was_free boolean;
BEGIN
  UPDATE game_numbers SET status = 'taken'
  WHERE game_id = g.id AND number = picked AND status = 'available' RETURNING free INTO was_free;
  IF NOT FOUND THEN RAISE EXCEPTION 'number % of game % was claimed but not taken', picked, g.id; END IF;
  UPDATE games SET numbers_left = numbers_left - 1, free_numbers_left = free_numbers_left - was_free::integer
  WHERE id = g.id;
END $$;

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
  skip_free_versions smallint[], reserved_status text, settled_status text, note_format text)
RETURNS TABLE (outcome text, game_status text, start_time timestamptz,
  daily_spent bigint, weekly_spent bigint, monthly_spent bigint, highest bigint,
  number integer, price_cents bigint, claim_status text, spin integer, client_seed text, note text)
LANGUAGE plpgsql AS $$
DECLARE
  current_revision bigint;
  g games;
  drawn record;
  paid_left integer;
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
  outcome := 'claimed';
  RETURN NEXT;
END $$;

-- The free entry (application/play/take-free-spin.ts): one per player per game, drawn among the
-- game's available free numbers. The player on a break is refused before (no lock is needed for that).
CREATE OR REPLACE FUNCTION spin_free(claim_id uuid, game_id bigint, player bigint, at timestamptz)
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
  outcome := 'claimed';
  RETURN NEXT;
END $$;
