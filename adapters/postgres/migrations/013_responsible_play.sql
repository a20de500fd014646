-- Responsible play (docs/rules/responsible-play.md): each player's spending limits, the raises waiting their 24 hours, and
-- the end of their break. Amounts in cents; a null limit is no limit. A pending raise exists when its
-- *_pending_at is set; its amount may be null (the limit is being removed). The row is also the lock a
-- player's paid spins queue on (FOR UPDATE, before the game's spin lock).
CREATE TABLE responsible_play (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  daily_cents bigint CHECK (daily_cents >= 0),
  weekly_cents bigint CHECK (weekly_cents >= 0),
  monthly_cents bigint CHECK (monthly_cents >= 0),
  daily_pending_cents bigint CHECK (daily_pending_cents >= 0),
  daily_pending_at timestamptz,
  weekly_pending_cents bigint CHECK (weekly_pending_cents >= 0),
  weekly_pending_at timestamptz,
  monthly_pending_cents bigint CHECK (monthly_pending_cents >= 0),
  monthly_pending_at timestamptz,
  excluded_until timestamptz,
  updated_at timestamptz NOT NULL
);
