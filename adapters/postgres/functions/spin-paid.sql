-- The critical section of a paid spin in one round trip: ONE autocommit statement takes the player's
-- and the game's row locks, reads the next spin number, draws by the provably fair scheme, claims (the
-- claims_game_log trigger logs it), records the activity event and, for a number that costs
-- something, inserts its first charge attempt. The locks are released by the statement's own commit,
-- so no other round trip happens while they are held (adapters/postgres/play/postgres-spin-desk.ts).
-- tests/contract/spin-desk.contract.ts runs it and adapters/memory/play/in-memory-spin-desk.ts
-- through the same cases.
--
-- A paid spin (application/play/paid-spin-under-terms.ts). The player's responsible_play row is
-- locked first, then the game's row (every transaction taking both takes them in this order); the
-- row must be at player_revision (null: no row), else 'stale' and nothing is done. since_* are the
-- starts of the player's periods and *_allowance their limits (null: none), spending_statuses the
-- claim statuses that count as spending and unsettled_statuses those not sold yet, all from the domain.
--
-- It decides no refusal: under the locks it checks the invariants it is handed and answers 'refused'
-- with every one that failed in `failed`, with the facts each was judged on; nothing is written. Which
-- refusal the player gets, and its message, is the domain's (domain/payments/charge-gate.ts
-- LOCKED_CHARGE_CHECKS): 'game-live' (spin_game_open), 'number-for-sale' (a number left outside the
-- free ones), 'entry-cap' (the player's paid entries below the game's stored cap), 'spending-limit'
-- (the dearest candidate within every allowance). A claim that would break a unique key (one
-- unsettled claim per player and game, the request id) is not written: 'unique-key', nothing taken.
DROP FUNCTION IF EXISTS spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz, bigint,
  timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, smallint[], text, text, text, timestamptz, integer);
DROP FUNCTION IF EXISTS spin_paid(uuid, bigint, bigint, text, timestamptz, text, text, timestamptz, bigint,
  timestamptz, timestamptz, timestamptz, bigint, bigint, bigint, smallint[], text, text, text, timestamptz, integer,
  text[], text[]);

CREATE OR REPLACE FUNCTION spin_paid(claim_id uuid, game_id bigint, player bigint, request_id text, at timestamptz,
  customer_id text, card_id text, next_try_at timestamptz, player_revision bigint,
  since_day timestamptz, since_week timestamptz, since_month timestamptz,
  daily_allowance bigint, weekly_allowance bigint, monthly_allowance bigint,
  skip_free_versions smallint[], reserved_status text, settled_status text, note_format text,
  claim_deadline timestamptz, claim_notice jsonb, spending_statuses text[], unsettled_statuses text[])
RETURNS TABLE (outcome text, failed text[], cancelled_at timestamptz, closed_at timestamptz,
  end_time timestamptz, start_time timestamptz, is_scheduled boolean, unsold integer, numbers_left integer,
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
    WHERE c.user_id = player AND c.kind = 'paid' AND c.status = ANY (spending_statuses)
      AND c.price_cents > 0 AND c.created_at >= least(since_day, since_week, since_month);
  END IF;

  -- The game's lock, as strong as an update's: the row is written once, when its number is taken
  -- (spin_take), or by spin_counted for a spin that takes none.
  SELECT * INTO g FROM games WHERE id = spin_paid.game_id AND archived_at IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN outcome := 'no-game'; RETURN NEXT; RETURN; END IF;
  failed := ARRAY[]::text[];
  unsold := spin_game_unsold(g, unsettled_statuses);
  IF NOT spin_game_open(g, at, unsold) THEN failed := array_append(failed, 'game-live'); END IF;
  paid_left := g.numbers_left - g.free_numbers_left;
  IF g.numbers_left <= 0 OR paid_left <= 0 THEN failed := array_append(failed, 'number-for-sale'); END IF;
  IF g.max_entries_per_player IS NOT NULL THEN
    -- Counted under the game's lock: every paid spin of the game waits for it, the player's too.
    SELECT count(*) INTO entries FROM claims c
    WHERE c.game_id = g.id AND c.user_id = player AND c.kind = 'paid' AND c.status = ANY (spending_statuses);
    IF entries >= g.max_entries_per_player THEN
      failed := array_append(failed, 'entry-cap'); entry_limit := g.max_entries_per_player;
    END IF;
  END IF;
  IF daily_spent IS NOT NULL THEN
    -- The draw's dearest candidate: the highest stored price of an available paid number.
    SELECT coalesce(max(n.price_cents), 0) INTO highest FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' AND NOT n.free;
    IF daily_spent + highest > daily_allowance OR weekly_spent + highest > weekly_allowance
      OR monthly_spent + highest > monthly_allowance THEN
      failed := array_append(failed, 'spending-limit');
    END IF;
  END IF;
  IF cardinality(failed) > 0 THEN
    PERFORM spin_counted(g.id);
    outcome := 'refused';
    cancelled_at := g.cancelled_at; closed_at := g.closed_at; end_time := g.end_time;
    start_time := g.start_time; is_scheduled := g.is_scheduled; numbers_left := g.numbers_left;
    RETURN NEXT; RETURN;
  END IF;
  failed := NULL;
  unsold := NULL;

  IF g.scheme_version = ANY (skip_free_versions) THEN
    SELECT * INTO drawn FROM spin_draw(g, player, paid_left, false);
  ELSE
    SELECT * INTO drawn FROM spin_draw(g, player, g.numbers_left, NULL);
  END IF;
  IF drawn.client_seed IS NULL THEN PERFORM spin_counted(g.id); outcome := 'no-player'; RETURN NEXT; RETURN; END IF;
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
  IF NOT FOUND THEN PERFORM spin_counted(g.id); outcome := 'unique-key'; RETURN NEXT; RETURN; END IF;
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
  IF price_cents = 0 THEN PERFORM instant_award(claim_id, at, claim_deadline, claim_notice); END IF;
  numbers_left := g.numbers_left - 1;
  outcome := 'claimed';
  RETURN NEXT;
END $$;
