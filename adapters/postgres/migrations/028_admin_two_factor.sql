-- The administrator's second factor (TOTP), the settings that did nothing, and the player preferences
-- that now live where their rule does.

-- One row per administrator who started a two-factor enrolment. `secret` is the confirmed one; a new
-- enrolment waits in `pending_secret` until a code from it is confirmed. `last_step` is the TOTP time
-- step of the last code accepted: a conditional update moves it forward, so a code is accepted once.
CREATE TABLE admin_two_factor (
  admin_id bigint PRIMARY KEY REFERENCES administrators (id) ON DELETE CASCADE,
  secret bytea,
  pending_secret bytea,
  last_step bigint,
  confirmed_at timestamptz
);

-- Recovery codes, as SHA-256 hashes; each signs in once (`used_at` set by a conditional update).
CREATE TABLE admin_recovery_codes (
  admin_id bigint NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

-- 'Automatic prize payout' never paid anything and the activity log cannot be turned off: both
-- settings are gone, and a stored value of either is dropped.
DELETE FROM settings WHERE key IN ('automaticPrizePayout', 'auditLogging');

-- Marketing is now the account's new-game subscription. The old toggle started ticked, so a stored
-- 'on' may be no choice at all: it is dropped, not carried over, and each player opts in themselves.
ALTER TABLE player_preferences DROP COLUMN marketing_communications;

-- The in-page notice of a drawn game's result: each player sees each result once ('Win
-- Notifications' on). A row says the player was shown it.
CREATE TABLE draw_notices_seen (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
