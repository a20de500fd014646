-- A claim's trail: its opening and every change of its status, with the change's time and author,
-- in the same statement (so the same transaction) as the change, whichever code path makes it.
CREATE OR REPLACE FUNCTION prize_claim_steps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO prize_claim_steps (winner_id, game_id, status, at, by)
    VALUES (NEW.winner_id, NEW.game_id, NEW.status, NEW.changed_at, NEW.changed_by);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER prize_claim_steps AFTER INSERT OR UPDATE OF status ON prize_claims
  FOR EACH ROW EXECUTE FUNCTION prize_claim_steps();
