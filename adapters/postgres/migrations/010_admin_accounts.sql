-- Administrator accounts and their sessions, apart from the players' (docs/rules/back-office.md, Administrators). An
-- administrator session has an idle timeout (the 'session timeout' setting), counted from
-- last_seen_at, which every request moves forward.
CREATE TABLE administrators (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX administrators_email_lower_key ON administrators (lower(email));

CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);

CREATE INDEX admin_sessions_admin_id_idx ON admin_sessions (admin_id);
CREATE INDEX admin_sessions_last_seen_at_idx ON admin_sessions (last_seen_at);
