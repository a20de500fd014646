-- The winners' claims (application/winners/ports/prize-claims.ts), one per recorded winner. The
-- claim outlives its winner row (a declined or forfeited winner is set aside, its row deleted), so
-- winner_id is no foreign key. Statuses and their moves: domain/winners/prize-claim.ts.
CREATE TABLE prize_claims (
  winner_id bigint PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES games (id),
  user_id bigint NOT NULL REFERENCES users (id),
  number integer NOT NULL,
  game_name text NOT NULL,
  prize text NOT NULL,
  prize_value_cents bigint NOT NULL CHECK (prize_value_cents >= 0),
  status text NOT NULL DEFAULT 'notified'
    CHECK (status IN ('notified', 'claimed', 'verified', 'shipped', 'delivered', 'declined', 'forfeited')),
  notified_at timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  reminders_sent integer NOT NULL DEFAULT 0 CHECK (reminders_sent BETWEEN 0 AND 2),
  legal_name text,
  date_of_birth date,
  address jsonb,
  phone text,
  signature text,
  signed_at timestamptz,
  signed_from text,
  affidavit_version text,
  -- AES-256-GCM under a key derived from DATA_KEY (adapters/security/aes-tax-id-cipher.ts).
  tax_id_sealed text,
  tax_id_last4 text CHECK (tax_id_last4 IS NULL OR tax_id_last4 ~ '^[0-9]{4}$'),
  carrier text,
  tracking_number text,
  changed_at timestamptz NOT NULL,
  changed_by text NOT NULL
);

CREATE INDEX prize_claims_waiting_idx ON prize_claims (deadline) WHERE status = 'notified';
CREATE INDEX prize_claims_notified_idx ON prize_claims (notified_at DESC, winner_id DESC);
CREATE INDEX prize_claims_user_idx ON prize_claims (user_id);

-- The public winners list pages newest first.
CREATE INDEX winners_selected_idx ON winners (selected_at DESC, id DESC);
