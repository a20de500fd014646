-- Mail: the transactional outbox, password reset tokens and one-click unsubscribe tokens.
--
-- An e-mail is a row of mail_outbox written in the same transaction as the event that causes it, so
-- a rolled-back event sends nothing. The dispatcher of every server process claims due rows with
-- FOR UPDATE SKIP LOCKED and leases them (next_attempt_at moves past the send), so two processes never
-- send one row at once. kind + data say WHAT to send (plain JSON); subject, html and text are the
-- rendering the dispatcher sent or kept, for the admin area's Mail panel.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  -- The Message-ID header (without angle brackets): fixed at enqueue, so a retry resends the same id.
  message_id text NOT NULL UNIQUE,
  -- NULL: nobody to send it to (the contact form without CONTACT_EMAIL or ADMIN_EMAIL): kept.
  to_address text,
  kind text NOT NULL,
  data jsonb NOT NULL,
  -- pending: to send; sent: accepted by the SMTP server; kept: not sent (no SMTP_URL, or no
  -- recipient), readable in the admin area; failed: gave up after the last try (last_error says why).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'kept', 'failed')),
  tries integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  subject text,
  html text,
  text_body text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);

CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

-- A password reset link: only the SHA-256 of its token is stored; single use, 30 minutes.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Each 'Get Notified' subscription gets a random token for its one-click unsubscribe link.
ALTER TABLE new_game_subscriptions
  ADD COLUMN unsubscribe_token text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX new_game_subscriptions_unsubscribe_key ON new_game_subscriptions (unsubscribe_token);
