-- Operator settings, sign-in attempts for throttling, and who is online (shared by every server process).

-- Only values that differ from the defaults (domain/settings/settings.ts) are stored.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per key of an attempt: 'email:<address>' and 'ip:<address>'.
CREATE TABLE login_attempts (
  attempt_id uuid NOT NULL,
  key text NOT NULL,
  attempted_at timestamptz NOT NULL,
  PRIMARY KEY (attempt_id, key)
);

CREATE INDEX login_attempts_key_idx ON login_attempts (key, attempted_at);
CREATE INDEX login_attempts_attempted_at_idx ON login_attempts (attempted_at);

-- When each signed-in player was last seen on the site, and on each game's page.
CREATE TABLE player_presence (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL
);

CREATE INDEX player_presence_seen_at_idx ON player_presence (seen_at);

CREATE TABLE game_presence (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (game_id, user_id)
);

CREATE INDEX game_presence_seen_at_idx ON game_presence (game_id, seen_at);
