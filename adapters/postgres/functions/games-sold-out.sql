-- When a game's last number was taken (games.sold_out_at, domain/games/draw-time.ts): set as its count
-- of available numbers reaches 0, to the newest claim holding a number (the take that sold it out),
-- unless the statement dated it itself (a claim written by the same statement, which the trigger cannot
-- read: postgres-number-pool.ts countTaken), and cleared when a number comes back (a released hold, an
-- edit adding numbers). The trigger's WHEN keeps every other spin's update from calling it.
CREATE OR REPLACE FUNCTION games_sold_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.numbers_left > 0 THEN
    NEW.sold_out_at := NULL;
  ELSIF NEW.sold_out_at IS NULL THEN
    NEW.sold_out_at := coalesce(
      (SELECT max(c.created_at) FROM claims c WHERE c.game_id = NEW.id AND c.status <> 'released'),
      statement_timestamp());
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER games_sold_out BEFORE UPDATE OF numbers_left ON games
  FOR EACH ROW WHEN ((OLD.numbers_left > 0) IS DISTINCT FROM (NEW.numbers_left > 0))
  EXECUTE FUNCTION games_sold_out();
