-- Players, their sessions, games, the numbers of each game and the claims on them.
-- Personal columns of users are nullable because deleting an account erases them in place
-- (claims and the ledger keep pointing at an anonymised row or at NULL).

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text,
  password_hash text,
  first_name text,
  last_name text,
  phone text,
  state text,
  opt_out_publicity boolean NOT NULL DEFAULT false,
  accepted_terms_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'suspended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE player_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX player_sessions_user_id_idx ON player_sessions (user_id);

CREATE TABLE games (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  emoji text NOT NULL,
  game_type text NOT NULL,
  prize text NOT NULL,
  prize_value_cents bigint NOT NULL CHECK (prize_value_cents >= 0),
  prize_description text NOT NULL DEFAULT '',
  prize_image_url text,
  total_numbers integer NOT NULL CHECK (total_numbers BETWEEN 1 AND 10000),
  free_play_start integer NOT NULL CHECK (free_play_start >= 1),
  free_play_end integer NOT NULL,
  max_winners integer NOT NULL DEFAULT 1,
  is_scheduled boolean NOT NULL DEFAULT false,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  duration_hours integer NOT NULL,
  -- Advanced under the game row lock by every spin; feeds the RandomSource.
  spin_sequence bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  CHECK (end_time > start_time)
);

CREATE TABLE game_numbers (
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  number integer NOT NULL,
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'taken')),
  PRIMARY KEY (game_id, number)
);

-- Draws walk the available numbers of one game in order.
CREATE INDEX game_numbers_available_idx ON game_numbers (game_id, number) WHERE status = 'available';

CREATE TABLE claims (
  id uuid PRIMARY KEY,
  -- Insertion order, to break ties between claims created in the same instant.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  game_id bigint NOT NULL,
  number integer NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('free', 'paid')),
  status text NOT NULL CHECK (status IN ('pending', 'held', 'paid', 'free', 'released')),
  price_cents bigint NOT NULL CHECK (price_cents >= 0),
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  hold_expires_at timestamptz,
  FOREIGN KEY (game_id, number) REFERENCES game_numbers (game_id, number)
);

-- The database, not the code, makes a double claim impossible.
CREATE UNIQUE INDEX claims_live_number_key ON claims (game_id, number) WHERE status <> 'released';
CREATE UNIQUE INDEX claims_one_free_entry_key ON claims (game_id, user_id) WHERE kind = 'free';
CREATE UNIQUE INDEX claims_request_id_key ON claims (user_id, request_id) WHERE request_id IS NOT NULL;

CREATE INDEX claims_user_id_idx ON claims (user_id, created_at DESC);
CREATE INDEX claims_game_created_idx ON claims (game_id, created_at DESC);
