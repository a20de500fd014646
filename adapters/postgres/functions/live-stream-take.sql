-- The places of open live streams (live_stream_leases), at most so many per client address and per
-- session (domain/operations/live-stream-policy.ts, the caps passed in).
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
