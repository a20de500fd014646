-- Awards the instant prize on the claim's number, if the claim is settled (free, or paid) and the
-- prize is not won yet: the prize is marked won, the winner's prize claim opened (the claim page,
-- /claim/{winner id}) and the winner's notice queued in the outbox, all in the caller's transaction.
-- The notice is the domain's (domain/winners/winner-notice.ts): `notice` holds its terms
-- (winnerNoticeTerms: the deadline, the window, instant) and the award adds the facts it finds under
-- the lock, named as WinnerNoticeFacts names them. Answers the prize won, or no row. A number held after a decline and released never settled, so it won nothing.
-- In a game that logs its prizes as entries of their own (games.instant_award_entry), the award also
-- writes the prize's `instant` log entry.
DROP FUNCTION IF EXISTS instant_award(uuid, timestamptz, timestamptz, integer);

CREATE OR REPLACE FUNCTION instant_award(claim uuid, at timestamptz, deadline timestamptz, notice jsonb)
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
    VALUES (mail, mail::text || '@prize-wheel.mail', u.email, notice->>'kind', notice || jsonb_build_object(
      'firstName', coalesce(u.first_name, ''), 'gameName', g.name, 'prize', p.name,
      'prizeValueCents', p.value_cents, 'number', c.number, 'winnerId', p.winner_id), at, at);
  END IF;
  k := p.k;
  winner_id := p.winner_id;
  RETURN NEXT;
END $$;
