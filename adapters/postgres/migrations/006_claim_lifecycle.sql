-- At most one unsettled paid claim (pending or held) per player per game (domain/play/number-claim.ts):
-- a paid spin's reservation skips its insert on this key (ON CONFLICT DO NOTHING) and answers
-- PAYMENT_PENDING or HOLD_OPEN, so parallel declined spins of one player hold one number, not many.
--
-- Existing data may break the rule (parallel spins before this migration). Per player and game one
-- unsettled claim is kept: a pending one first (its charge may be in flight), else the newest; the
-- others are released and their numbers go back to the pool, like an ended hold. Those are held
-- claims (declined, nothing was charged) unless several charges of one player were unknown at once:
-- such an extra pending claim is released too and its attempt left to the reconciler, which settles
-- a decline as usual and logs an approval it cannot match to a pending claim for a manual refund.
CREATE TEMPORARY TABLE extra_unsettled ON COMMIT DROP AS
SELECT id, game_id, number FROM (
  SELECT id, game_id, number, row_number() OVER (
    PARTITION BY game_id, user_id
    ORDER BY (status = 'pending') DESC, created_at DESC, seq DESC) AS rank
  FROM claims
  WHERE status IN ('pending', 'held') AND user_id IS NOT NULL
) ranked
WHERE rank > 1;

UPDATE claims SET status = 'released', settled_at = now()
WHERE id IN (SELECT id FROM extra_unsettled);

UPDATE game_numbers SET status = 'available'
FROM extra_unsettled e
WHERE game_numbers.game_id = e.game_id AND game_numbers.number = e.number;

UPDATE games SET numbers_left = numbers_left + t.count, free_numbers_left = free_numbers_left + t.free
FROM (SELECT e.game_id, count(*) AS count,
        count(*) FILTER (WHERE e.number BETWEEN g.free_play_start AND g.free_play_end) AS free
      FROM extra_unsettled e JOIN games g ON g.id = e.game_id GROUP BY e.game_id) t
WHERE games.id = t.game_id;

CREATE UNIQUE INDEX claims_one_unsettled_key ON claims (game_id, user_id) WHERE status IN ('pending', 'held');
