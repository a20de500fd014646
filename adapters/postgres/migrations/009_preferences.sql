-- The System tab's preferences, one row per player, replaced whole on each save. A player without a
-- row has the defaults of domain/accounts/preferences.ts.
CREATE TABLE player_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sound_effects boolean NOT NULL,
  confetti_effects boolean NOT NULL,
  email_notifications boolean NOT NULL,
  win_notifications boolean NOT NULL,
  marketing_communications boolean NOT NULL,
  profile_visible boolean NOT NULL,
  updated_at timestamptz NOT NULL
);
