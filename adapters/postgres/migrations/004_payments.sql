-- Cards on file, the charge attempts of paid spins, and the ledger of completed payments.
-- Every charge has exactly one claim and every paid claim with a price exactly one ledger row:
-- the unique keys below make anything else impossible, whatever the code does.

CREATE TABLE payment_customers (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  gateway_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the gateway's ids, the brand, the last four digits and the expiry: never card data.
CREATE TABLE payment_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gateway_customer_id text NOT NULL,
  gateway_card_id text NOT NULL UNIQUE,
  brand text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER')),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2200),
  cardholder_name text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CHECK (NOT (is_default AND disabled_at IS NOT NULL))
);

CREATE UNIQUE INDEX payment_cards_one_default_key ON payment_cards (user_id) WHERE is_default;
CREATE INDEX payment_cards_active_idx ON payment_cards (user_id, created_at DESC) WHERE disabled_at IS NULL;

-- One call to charge a claim; its id is the gateway idempotency key, and a retry resends the
-- same request (customer, card, amount, note), so the gateway charges it at most once.
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY,
  -- Insertion order, to tell a claim's latest attempt from one made in the same instant.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  claim_id uuid NOT NULL REFERENCES claims (id),
  gateway_customer_id text NOT NULL,
  gateway_card_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  note text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
  gateway_payment_id text,
  decline_code text,
  decline_detail text,
  tries integer NOT NULL DEFAULT 0,
  last_error text,
  next_try_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK (status <> 'approved' OR gateway_payment_id IS NOT NULL),
  CHECK ((status = 'declined') = (decline_code IS NOT NULL))
);

-- A claim is never being charged twice at once, and is approved at most once.
CREATE UNIQUE INDEX payment_attempts_one_pending_key ON payment_attempts (claim_id) WHERE status = 'pending';
CREATE UNIQUE INDEX payment_attempts_one_approved_key ON payment_attempts (claim_id) WHERE status = 'approved';
CREATE INDEX payment_attempts_claim_idx ON payment_attempts (claim_id, seq DESC);
-- The reconciler's queue.
CREATE INDEX payment_attempts_due_idx ON payment_attempts (next_try_at) WHERE status = 'pending';

-- The ledger: one row per completed charge, one charge per claim.
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  claim_id uuid NOT NULL UNIQUE REFERENCES claims (id),
  attempt_id uuid NOT NULL UNIQUE REFERENCES payment_attempts (id),
  gateway_payment_id text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payments_created_idx ON payments (created_at DESC);

-- Expired holds are found by expiry.
CREATE INDEX claims_held_expiry_idx ON claims (hold_expires_at) WHERE status = 'held';
