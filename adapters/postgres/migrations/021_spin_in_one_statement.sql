-- The critical section of a spin in one round trip. spin_paid and spin_free each run
-- as ONE autocommit statement: they take the player's and the game's row locks, read the next spin
-- number, draw by the provably fair scheme, price, claim (the claims_game_log trigger logs it), record
-- the activity event and, for a paid spin that costs something, insert its first charge attempt. The
-- locks are released by the statement's own commit, so no other round trip happens while they are held.
--
-- The rules here mirror the TypeScript the in-memory adapter runs (adapters/memory/play/in-memory-spin-desk.ts):
-- domain/fairness (pickIndex, the `g:k:c` message), domain/games/game.ts gameStatus, domain/play/free-play-policy.ts
-- freeRangeOf, domain/games/pricing-policy.ts, domain/responsible-play/spending-limits.ts amountInForce and checkSpin,
-- domain/responsible-play/self-exclusion.ts isExcluded, application/back-office/activity-events.ts spinEvent and the charge note.
-- tests/contract/spin-desk.contract.ts runs both adapters through the same cases, and
-- tests/contract/fair-pick-sql.test.ts compares the SQL pick with the TypeScript one.

-- HMAC-SHA256 (RFC 2104) over the core sha256(): domain/fairness/sha256.ts hmacSha256, byte for byte.
-- The key, zero-padded to the 64-byte block, is XORed with the pads as bit(512) strings; varbit_send
-- gives the bits back as bytes after its 4-byte length.
CREATE FUNCTION fair_hmac_sha256(key bytea, data bytea) RETURNS bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT sha256(substring(varbit_send(k # ('x' || repeat('5c', 64))::bit(512)) FROM 5)
    || sha256(substring(varbit_send(k # ('x' || repeat('36', 64))::bit(512)) FROM 5) || data))
  FROM (SELECT rpad('x' || encode(CASE WHEN length(key) > 64 THEN sha256(key) ELSE key END, 'hex'), 129, '0')
          ::bit(512) AS k) AS block
$$;

-- domain/fairness/random-stream.ts pickIndex: block j of the stream is HMAC-SHA256(seed, UTF-8 of
-- `message:j`), read as 4-byte big-endian words; the first word v < floor(2^32 / n) * n gives v mod n.
CREATE FUNCTION fair_pick_index(seed bytea, message text, n bigint) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lim bigint;
  stream bytea;
  v bigint;
  block integer := 0;
BEGIN
  IF n < 1 OR n > 4294967296 THEN RAISE EXCEPTION 'cannot pick among %', n; END IF;
  lim := (4294967296 / n) * n;
  LOOP
    stream := fair_hmac_sha256(seed, convert_to(message || ':' || block, 'UTF8'));
    FOR w IN 0..7 LOOP
      v := (get_byte(stream, 4 * w)::bigint << 24) | (get_byte(stream, 4 * w + 1) << 16)
        | (get_byte(stream, 4 * w + 2) << 8) | get_byte(stream, 4 * w + 3);
      IF v < lim THEN RETURN v % n; END IF;
    END LOOP;
    block := block + 1;
  END LOOP;
END $$;

-- domain/games/game.ts gameStatus, on the locked row.
CREATE FUNCTION spin_game_status(g games, at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN g.numbers_left <= 0 THEN 'complete'
    WHEN at >= g.end_time THEN 'ended'
    WHEN g.is_scheduled AND at < g.start_time THEN 'scheduled'
    ELSE 'live' END
$$;

-- Takes the next spin number (one more than the game's last: no gap, a refused spin takes none), draws
-- the index-th of the candidates (available numbers ascending, within [lo, hi]) by `g:k:c`, takes the
-- number and moves the counters of migration 005. Runs under the game's row lock.
CREATE FUNCTION spin_draw(g games, player bigint, candidates integer, lo integer, hi integer,
  OUT spin integer, OUT client_seed text, OUT picked integer)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.client_seed INTO client_seed FROM users u WHERE u.id = player;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT coalesce(max(c.spin), 0) + 1 INTO spin FROM claims c WHERE c.game_id = g.id AND c.spin IS NOT NULL;
  SELECT n.number INTO picked FROM game_numbers n
  WHERE n.game_id = g.id AND n.status = 'available' AND n.number BETWEEN lo AND hi
  ORDER BY n.number
  OFFSET fair_pick_index(g.server_seed, g.id || ':' || spin || ':' || client_seed, candidates) LIMIT 1;
  IF picked IS NULL THEN RAISE EXCEPTION 'number pool of game % changed under its spin lock', g.id; END IF;
END $$;

-- The picked number leaves the pool with its claim (written just before, in the same statement).
CREATE FUNCTION spin_take(g games, picked integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_numbers SET status = 'taken'
  WHERE game_id = g.id AND number = picked AND status = 'available';
  IF NOT FOUND THEN RAISE EXCEPTION 'number % of game % was claimed but not taken', picked, g.id; END IF;
  UPDATE games SET numbers_left = numbers_left - 1,
    free_numbers_left = free_numbers_left - (picked BETWEEN free_play_start AND free_play_end)::integer
  WHERE id = g.id;
END $$;

-- A paid spin (application/play/spin-wheel.ts). The player's responsible_play row is locked first, then the
-- game's row (every transaction taking both takes them in this order); with no row there is no limit,
-- no break and no player lock. since_* are the starts of the player's day, week and month
-- (domain/responsible-play/spending-periods.ts). A claim that would break a unique key (migration 006's one unsettled
-- claim per player and game, the request id) is not written: 'unique-key', and nothing is taken.
CREATE FUNCTION spin_paid(claim_id uuid, game_id bigint, player bigint, request_id text, at timestamptz,
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

  SELECT * INTO drawn FROM spin_draw(g, player, g.numbers_left, 1, g.total_numbers);
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

-- The free entry (application/play/take-free-spin.ts): one per player per game, drawn among the free
-- range's available numbers. The player on a break is refused before (no lock is needed for that).
CREATE FUNCTION spin_free(claim_id uuid, game_id bigint, player bigint, at timestamptz)
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
  -- domain/play/free-play-policy.ts freeRangeOf: a valid range, not the sentinel of a game without one.
  IF NOT (g.free_play_start > 0 AND g.free_play_end > 0 AND g.free_play_start <= g.total_numbers
      AND g.free_play_end <= g.total_numbers AND g.free_play_start <= g.free_play_end
      AND g.free_play_start <> g.total_numbers + 1) THEN
    outcome := 'no-free-range'; RETURN NEXT; RETURN;
  END IF;
  IF g.free_numbers_left <= 0 THEN outcome := 'none-left'; RETURN NEXT; RETURN; END IF;

  SELECT * INTO drawn FROM spin_draw(g, player, g.free_numbers_left, g.free_play_start, g.free_play_end);
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
