-- The back office's user directory (docs/rules/back-office.md, Users tab) and the append-only event log.

-- The player's role, set by the administrator (status already exists since 001).
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'regular'
  CHECK (role IN ('regular', 'vip', 'premium'));

-- The directory pages through live accounts in each sort order by an index, so a page stays
-- fast with 100,000 players; the tiles count by status and by creation time.
CREATE INDEX users_directory_created_idx ON users (created_at, id) WHERE deleted_at IS NULL;
-- Byte order (COLLATE "C"), the same on every server whatever its locale.
CREATE INDEX users_directory_name_idx
  ON users ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), id) WHERE deleted_at IS NULL;
CREATE INDEX users_directory_email_idx ON users ((lower(email) COLLATE "C"), id) WHERE deleted_at IS NULL;
CREATE INDEX users_directory_status_idx ON users ((status COLLATE "C"), id) WHERE deleted_at IS NULL;
-- 'Verified' is a card on file: one probe per player.
CREATE INDEX payment_cards_live_user_idx ON payment_cards (user_id) WHERE disabled_at IS NULL;

-- What happened, in the transaction that made it happen: registrations, sign-ins, spins, payments,
-- declines, winners, and the administrator's actions (the audit trail, with the acting admin).
-- No personal data is copied here: names are joined from users, so erasing an account erases them.
CREATE TABLE event_log (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('registration', 'login', 'free_spin', 'paid_spin', 'payment',
                                     'decline', 'winner', 'account_deleted', 'admin_action')),
  user_id bigint REFERENCES users (id),
  admin_id bigint REFERENCES administrators (id),
  game_id bigint,
  number integer,
  amount_cents bigint,
  action text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX event_log_recent_idx ON event_log (created_at DESC, id DESC);
CREATE INDEX event_log_user_idx ON event_log (user_id, created_at DESC, id DESC);

-- Append-only: a row, once written, is never changed or removed (the trigger of
-- adapters/postgres/functions/event-log-append-only.sql).
