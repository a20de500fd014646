-- The free entry (application/play/take-free-spin.ts): one per player per game, drawn among the
-- game's available free numbers. The player on a break is refused before (no lock is needed for that).
-- unsettled_statuses: the claim statuses not sold yet (domain/play/number-claim.ts).
-- Under the game's lock it checks everything it is handed (the game open, the player's free entry not
-- taken, a free range, a free number left) and answers 'refused' with every check that failed and the
-- game's facts, writing nothing: the order of refusals is the domain's (LOCKED_FREE_ENTRY_CHECKS).
DROP FUNCTION IF EXISTS spin_free(uuid, bigint, bigint, timestamptz, timestamptz, integer);
DROP FUNCTION IF EXISTS spin_free(uuid, bigint, bigint, timestamptz, timestamptz, integer, text[]);

CREATE OR REPLACE FUNCTION spin_free(claim_id uuid, game_id bigint, player bigint, at timestamptz,
  claim_deadline timestamptz, claim_notice jsonb, unsettled_statuses text[])
RETURNS TABLE (outcome text, failed text[], cancelled_at timestamptz, closed_at timestamptz, end_time timestamptz,
  start_time timestamptz, is_scheduled boolean, unsold integer, number integer, spin integer, client_seed text)
LANGUAGE plpgsql AS $$
DECLARE
  g games;
  drawn record;
BEGIN
  -- The game's lock, as strong as an update's; the row is written once (spin_take, spin_counted).
  SELECT * INTO g FROM games WHERE id = spin_free.game_id AND archived_at IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN outcome := 'no-game'; RETURN NEXT; RETURN; END IF;
  unsold := spin_game_unsold(g, unsettled_statuses);
  failed := '{}';
  IF NOT spin_game_open(g, at, unsold) THEN failed := array_append(failed, 'game-live'); END IF;
  IF EXISTS (SELECT 1 FROM claims c WHERE c.game_id = g.id AND c.user_id = player AND c.kind = 'free') THEN
    failed := array_append(failed, 'used');
  END IF;
  IF g.free_numbers <= 0 THEN failed := array_append(failed, 'no-free-range'); END IF;
  IF g.free_numbers_left <= 0 THEN failed := array_append(failed, 'none-left'); END IF;
  IF cardinality(failed) > 0 THEN
    -- Which refusal is named, and which status stops a game, is the domain's to say from these facts.
    PERFORM spin_counted(g.id);
    outcome := 'refused'; cancelled_at := g.cancelled_at; closed_at := g.closed_at; end_time := g.end_time;
    start_time := g.start_time; is_scheduled := g.is_scheduled; RETURN NEXT; RETURN;
  END IF;
  failed := NULL;
  unsold := NULL;

  SELECT * INTO drawn FROM spin_draw(g, player, g.free_numbers_left, true);
  IF drawn.client_seed IS NULL THEN PERFORM spin_counted(g.id); outcome := 'no-player'; RETURN NEXT; RETURN; END IF;
  number := drawn.picked;
  spin := drawn.spin;
  client_seed := drawn.client_seed;
  INSERT INTO claims (id, game_id, number, user_id, kind, status, price_cents, request_id, created_at,
    settled_at, hold_expires_at, spin, client_seed)
  VALUES (claim_id, g.id, number, player, 'free', 'free', 0, NULL, at, at, NULL, spin, client_seed)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN PERFORM spin_counted(g.id); outcome := 'used'; RETURN NEXT; RETURN; END IF;
  PERFORM spin_take(g, number);
  INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
  VALUES ('free_spin', player, NULL, g.id, number, 0, 'Free spin', at);
  PERFORM instant_award(claim_id, at, claim_deadline, claim_notice);
  outcome := 'claimed';
  RETURN NEXT;
END $$;
