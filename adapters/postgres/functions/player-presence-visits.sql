-- Analytics' average session duration (domain/back-office/analytics.ts): a visit is a player's run of requests
-- with no gap over 30 minutes (VISIT_IDLE_MS), timed by the presence writes (every 15 s at most).
-- The open visit is kept on the presence row; a request after 30 idle minutes closes it into
-- player_visits and opens the next, in the statement that records the request.
CREATE OR REPLACE FUNCTION player_presence_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.visit_started_at := NEW.seen_at;
  ELSIF NEW.seen_at - OLD.seen_at > interval '30 minutes' THEN
    INSERT INTO player_visits (user_id, started_at, ended_at)
    VALUES (OLD.user_id, OLD.visit_started_at, OLD.seen_at);
    NEW.visit_started_at := NEW.seen_at;
  ELSE
    NEW.visit_started_at := OLD.visit_started_at;
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER player_presence_visits BEFORE INSERT OR UPDATE ON player_presence
  FOR EACH ROW EXECUTE FUNCTION player_presence_visits();
