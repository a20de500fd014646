-- Winners, 'Get Notified' subscriptions and contact messages.
--
-- Deleting an account erases the users row in place (personal columns NULL, deleted_at set) and
-- keeps its id: claims and winners go on pointing at that anonymised row, so the ledger stays whole
-- and the one-free-entry-per-player index of claims still holds for the erased player's entries.

-- One winner per game, recorded by the administrator's pick, a random draw or the automatic draw.
CREATE TABLE winners (
  id bigserial PRIMARY KEY,
  game_id bigint NOT NULL UNIQUE REFERENCES games (id),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  number integer NOT NULL,
  reason text NOT NULL,
  selected_at timestamptz NOT NULL DEFAULT now(),
  -- Who selected: the administrator's identity, or the draw that did.
  selected_by text NOT NULL,
  FOREIGN KEY (game_id, number) REFERENCES game_numbers (game_id, number)
);

CREATE INDEX winners_user_id_idx ON winners (user_id);

-- 'Get Notified': a signed-in player (by account) or a visitor (by e-mail) wants new-game e-mails.
CREATE TABLE new_game_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (email IS NULL))
);

CREATE UNIQUE INDEX new_game_subscriptions_user_key ON new_game_subscriptions (user_id)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX new_game_subscriptions_email_key ON new_game_subscriptions (lower(email))
  WHERE email IS NOT NULL;

-- The contact form's messages; they are forwarded to the operator by e-mail (docs/rules/mail.md).
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  -- The sender's account when signed in (erased with it), else NULL.
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
