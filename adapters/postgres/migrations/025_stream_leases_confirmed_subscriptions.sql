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
-- A place is taken by live_stream_take (adapters/postgres/functions/live-stream-take.sql).

-- 'Get Notified' asks the address first: a subscription gets announcements only once confirmed by
-- the link of its one confirmation e-mail (the token's SHA-256 is kept, never the token). Rows from
-- before were never confirmed: they stay unconfirmed, and subscribing again sends their confirmation.
ALTER TABLE new_game_subscriptions
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_token_hash text;

CREATE UNIQUE INDEX new_game_subscriptions_confirm_key ON new_game_subscriptions (confirm_token_hash)
  WHERE confirm_token_hash IS NOT NULL;
