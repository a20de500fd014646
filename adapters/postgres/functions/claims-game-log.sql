-- A claim with a spin number is logged when it is written; its release (an expired hold) when the
-- status changes, in the same statement and so the same transaction, whoever releases it. A claim's
-- entry carries its instant prize only in a game whose prizes are not entries of their own
-- (games.instant_award_entry, written by the domain: domain/fairness/scheme.ts).
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

-- Two triggers whose WHEN clauses leave out the rows the function would skip: a paid claim's
-- confirm (pending -> paid, an update of its status at every paid spin) queues no trigger event and
-- calls no PL/pgSQL. The INSERT one keeps the name the single trigger had.
CREATE OR REPLACE TRIGGER claims_game_log AFTER INSERT ON claims
  FOR EACH ROW WHEN (NEW.spin IS NOT NULL) EXECUTE FUNCTION claims_game_log();
CREATE OR REPLACE TRIGGER claims_game_log_release AFTER UPDATE OF status ON claims
  FOR EACH ROW WHEN (NEW.spin IS NOT NULL AND NEW.status = 'released' AND OLD.status <> 'released')
  EXECUTE FUNCTION claims_game_log();
