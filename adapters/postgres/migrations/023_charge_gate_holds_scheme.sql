-- Holds, the end of a game, and the second version of the provably fair scheme.
--
-- A game is complete only when every number is sold (paid or free-claimed): a number reserved for a
-- payment in progress, or held after a decline, is not sold (domain/games/game.ts gameStatus with
-- unsoldNumbers). A live game with no number a paid spin may draw answers 'all-reserved' (every
-- number left is unsettled) or 'free-only' (only the free range is left).
--
-- Each game keeps the scheme version it was created with (domain/fairness/scheme.ts): games that
-- exist now keep version 1 (a paid spin draws among all available numbers); games created from now
-- on take version 2 (a paid spin draws only among the available numbers outside the free range).
ALTER TABLE games ADD COLUMN scheme_version smallint NOT NULL DEFAULT 1
  CHECK (scheme_version IN (1, 2));
ALTER TABLE games ALTER COLUMN scheme_version SET DEFAULT 2;

-- domain/games/game.ts gameStatus, on the locked row; the unsettled claims are counted only when no
-- number is available (claims_one_unsettled_key serves the look-up).
CREATE OR REPLACE FUNCTION spin_game_status(g games, at timestamptz) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF g.numbers_left <= 0 AND NOT EXISTS (
      SELECT 1 FROM claims c WHERE c.game_id = g.id AND c.status IN ('pending', 'held')) THEN
    RETURN 'complete';
  END IF;
  IF at >= g.end_time THEN RETURN 'ended'; END IF;
  IF g.is_scheduled AND at < g.start_time THEN RETURN 'scheduled'; END IF;
  RETURN 'live';
END $$;

-- spin_draw of migration 021, leaving the numbers of [skip_lo, skip_hi] out of the candidates
-- (an empty range, skip_lo > skip_hi, leaves none out).
CREATE FUNCTION spin_draw_outside(g games, player bigint, candidates integer, skip_lo integer, skip_hi integer,
  OUT spin integer, OUT client_seed text, OUT picked integer)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.client_seed INTO client_seed FROM users u WHERE u.id = player;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT coalesce(max(c.spin), 0) + 1 INTO spin FROM claims c WHERE c.game_id = g.id AND c.spin IS NOT NULL;
  SELECT n.number INTO picked FROM game_numbers n
  WHERE n.game_id = g.id AND n.status = 'available' AND NOT (n.number BETWEEN skip_lo AND skip_hi)
  ORDER BY n.number
  OFFSET fair_pick_index(g.server_seed, g.id || ':' || spin || ':' || client_seed, candidates) LIMIT 1;
  IF picked IS NULL THEN RAISE EXCEPTION 'number pool of game % changed under its spin lock', g.id; END IF;
END $$;

-- domain/play/free-play-policy.ts freeRangeOf: a valid range, not the sentinel of a game without one.
CREATE FUNCTION spin_has_free_range(g games) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT g.free_play_start > 0 AND g.free_play_end > 0 AND g.free_play_start <= g.total_numbers
    AND g.free_play_end <= g.total_numbers AND g.free_play_start <= g.free_play_end
    AND g.free_play_start <> g.total_numbers + 1
$$;

-- The paid spin of migration 021 with two changes, as adapters/memory/play/in-memory-spin-desk.ts states
-- them: a live game with nothing for sale refuses ('all-reserved', 'free-only'), and a game of
-- scheme 2 draws among the available numbers outside its free range.
CREATE OR REPLACE FUNCTION spin_paid(claim_id uuid, game_id bigint, player bigint, request_id text, at timestamptz,
  customer_id text, card_id text, next_try_at timestamptz,
  since_day timestamptz, since_week timestamptz, since_month timestamptz)
RETURNS TABLE (outcome text, game_status text, start_time timestamptz, excluded_until timestamptz,
  daily_limit bigint, weekly_limit bigint, monthly_limit bigint,
  daily_spent bigint, weekly_spent bigint, monthly_spent bigint, highest bigint,
  number integer, price_cents bigint, claim_status text, spin integer, client_seed text, note text)
LANGUAGE plpgsql AS $$
DECLARE
  rp responsible_play;
  g games;
  drawn record;
  free_left integer;
  paid_left integer;
BEGIN
  SELECT * INTO rp FROM responsible_play r WHERE r.user_id = player FOR UPDATE;
  IF FOUND THEN
    IF rp.excluded_until > at THEN
      outcome := 'excluded'; excluded_until := rp.excluded_until; RETURN NEXT;
      RETURN;
    END IF;
    daily_limit := CASE WHEN rp.daily_pending_at <= at THEN rp.daily_pending_cents ELSE rp.daily_cents END;
    weekly_limit := CASE WHEN rp.weekly_pending_at <= at THEN rp.weekly_pending_cents ELSE rp.weekly_cents END;
    monthly_limit := CASE WHEN rp.monthly_pending_at <= at THEN rp.monthly_pending_cents ELSE rp.monthly_cents END;
  END IF;
  IF num_nonnulls(daily_limit, weekly_limit, monthly_limit) > 0 THEN
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
  free_left := CASE WHEN spin_has_free_range(g) THEN g.free_numbers_left ELSE 0 END;
  paid_left := g.numbers_left - free_left;
  IF g.numbers_left <= 0 THEN outcome := 'all-reserved'; RETURN NEXT; RETURN; END IF;
  IF paid_left <= 0 THEN outcome := 'free-only'; RETURN NEXT; RETURN; END IF;
  IF daily_spent IS NOT NULL THEN
    -- The draw's dearest candidate: the highest available number outside the free range.
    SELECT coalesce(max(n.number), 0)::bigint * 100 INTO highest FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available'
      AND NOT (n.number BETWEEN g.free_play_start AND g.free_play_end);
    IF daily_spent + highest > daily_limit OR weekly_spent + highest > weekly_limit
      OR monthly_spent + highest > monthly_limit THEN
      outcome := 'limit'; RETURN NEXT; RETURN;
    END IF;
  END IF;

  IF g.scheme_version >= 2 AND spin_has_free_range(g) THEN
    SELECT * INTO drawn FROM spin_draw_outside(g, player, paid_left, g.free_play_start, g.free_play_end);
  ELSE
    SELECT * INTO drawn FROM spin_draw(g, player, g.numbers_left, 1, g.total_numbers);
  END IF;
  IF drawn.client_seed IS NULL THEN outcome := 'no-player'; RETURN NEXT; RETURN; END IF;
  number := drawn.picked;
  spin := drawn.spin;
  client_seed := drawn.client_seed;
  price_cents := CASE WHEN number BETWEEN g.free_play_start AND g.free_play_end THEN 0 ELSE number * 100 END;
  claim_status := CASE WHEN price_cents = 0 THEN 'paid' ELSE 'pending' END;
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
    note := 'Prize Wheel ' || g.code || ': number ' || number;
    INSERT INTO payment_attempts (id, claim_id, gateway_customer_id, gateway_card_id, amount_cents, note,
      status, next_try_at, created_at)
    VALUES (claim_id, claim_id, customer_id, card_id, price_cents, note, 'pending', next_try_at, at);
  END IF;
  outcome := 'claimed';
  RETURN NEXT;
END $$;
