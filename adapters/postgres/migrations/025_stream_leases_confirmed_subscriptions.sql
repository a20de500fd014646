-- The places of open live streams, one row per stream, counted over every server process: at most
-- so many per client address and per session (domain/operations/live-stream-policy.ts). A process renews its
-- rows' expires_at while their streams stay open; the rows of a process that died expire.
-- UNLOGGED: a place is worth nothing after a database crash (every stream reconnects), and without
-- WAL an open or a close commits without waiting for a disk flush.
CREATE UNLOGGED TABLE live_stream_leases (
  id uuid PRIMARY KEY,
  address text NOT NULL,
  session text,
  expires_at timestamptz NOT NULL
);

CREATE INDEX live_stream_leases_address_idx ON live_stream_leases (address);
CREATE INDEX live_stream_leases_session_idx ON live_stream_leases (session) WHERE session IS NOT NULL;
CREATE INDEX live_stream_leases_expires_idx ON live_stream_leases (expires_at);

-- Takes a place when the address's and the session's unexpired leases are under their caps, in one
-- autocommitted statement: the address's advisory lock, then the session's (always in that order,
-- each in its own lock class, so two callers never wait on each other in a cycle) serialise the
-- count and the insert of one holder, so parallel opens cannot pass a cap together.
CREATE OR REPLACE FUNCTION live_stream_take(
  p_id uuid,
  p_address text,
  p_session text,
  p_per_address integer,
  p_per_session integer,
  p_now timestamptz,
  p_expires_at timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(2501, hashtext(p_address));
  IF p_session IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(2502, hashtext(p_session));
  END IF;
  DELETE FROM live_stream_leases
  WHERE (address = p_address OR session = p_session) AND expires_at <= p_now;
  IF (SELECT count(*) FROM live_stream_leases WHERE address = p_address) >= p_per_address THEN
    RETURN 'address';
  END IF;
  IF p_session IS NOT NULL
    AND (SELECT count(*) FROM live_stream_leases WHERE session = p_session) >= p_per_session THEN
    RETURN 'session';
  END IF;
  INSERT INTO live_stream_leases (id, address, session, expires_at)
  VALUES (p_id, p_address, p_session, p_expires_at);
  RETURN 'taken';
END
$$;

-- 'Get Notified' asks the address first: a subscription gets announcements only once confirmed by
-- the link of its one confirmation e-mail (the token's SHA-256 is kept, never the token). Rows from
-- before were never confirmed: they stay unconfirmed, and subscribing again sends their confirmation.
ALTER TABLE new_game_subscriptions
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_token_hash text;

CREATE UNIQUE INDEX new_game_subscriptions_confirm_key ON new_game_subscriptions (confirm_token_hash)
  WHERE confirm_token_hash IS NOT NULL;
