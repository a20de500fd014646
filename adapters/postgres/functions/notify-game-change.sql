-- Live updates (docs/flows/live-updates.md): every committed change a game's live state or the lobby shows is
-- announced on the channel 'game_changes' with the game's id as payload. NOTIFY is transactional:
-- listeners hear only committed changes, and a transaction announcing one game many times (a spin
-- touches its claim, its game row and its log) delivers it once. Every server process LISTENs
-- (adapters/postgres/games/postgres-game-changes.ts), so a change made through one reaches the others.

-- The game of the changed row: `id` on games, `game_id` on the tables that belong to a game.
CREATE OR REPLACE FUNCTION notify_game_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'games' THEN
    PERFORM pg_notify('game_changes', changed.id::text);
  ELSE
    PERFORM pg_notify('game_changes', changed.game_id::text);
  END IF;
  RETURN NULL;
END
$$;

-- A game created, edited, archived, deleted, or its numbers-left counter moved.
CREATE OR REPLACE TRIGGER games_changed AFTER INSERT OR UPDATE OR DELETE ON games
  FOR EACH ROW EXECUTE FUNCTION notify_game_change();

-- A number claimed, its claim removed, or its status changed (paid, released...).
CREATE OR REPLACE TRIGGER claims_added_or_removed AFTER INSERT OR DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION notify_game_change();
CREATE OR REPLACE TRIGGER claims_status_changed AFTER UPDATE OF status ON claims
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION notify_game_change();

-- A winner drawn, picked or removed.
CREATE OR REPLACE TRIGGER winners_changed AFTER INSERT OR UPDATE OR DELETE ON winners
  FOR EACH ROW EXECUTE FUNCTION notify_game_change();

-- The fairness log's head moved: a draw's, an instant prize's or an operator's entry. A claim's or a
-- release's entry is written by its claim's insert or status change (claims_game_log), in the same
-- transaction, whose own trigger above announces the game: left out here, a paid spin calls this
-- function once less.
CREATE OR REPLACE TRIGGER game_log_appended AFTER INSERT ON game_log
  FOR EACH ROW WHEN (NEW.type NOT IN ('claim', 'release')) EXECUTE FUNCTION notify_game_change();

-- A prize won is a change of its game: every open page of it hears the win.
CREATE OR REPLACE TRIGGER instant_prizes_changed AFTER UPDATE ON instant_prizes
  FOR EACH ROW EXECUTE FUNCTION notify_game_change();
