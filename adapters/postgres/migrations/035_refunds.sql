-- The refunds of paid claims (a cancelled game gives every paid number its money back). One row per
-- claim, for the whole of its ledger payment: the claim is the key, so a claim is refunded at most
-- once whoever opens or works its refund. Its idempotency key is derived from the claim and the
-- attempt (domain/payments/refund-key.ts); a refusal moves the attempt on, an unknown outcome keeps it.
CREATE TABLE refunds (
  claim_id uuid PRIMARY KEY REFERENCES payments (claim_id),
  game_id bigint NOT NULL,
  gateway_payment_id text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  -- pending: asked, or its outcome not known yet; failed: refused, retried with back-off.
  status text NOT NULL CHECK (status IN ('pending', 'refunded', 'failed')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  tries integer NOT NULL DEFAULT 0,
  gateway_refund_id text UNIQUE,
  failure_code text,
  failure_detail text,
  last_error text,
  next_try_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  refunded_at timestamptz,
  CHECK ((status = 'refunded') = (refunded_at IS NOT NULL)),
  CHECK (status <> 'refunded' OR gateway_refund_id IS NOT NULL),
  CHECK (status <> 'failed' OR failure_code IS NOT NULL)
);

-- A game's refunds (the operator's progress), and the runners' queue.
CREATE INDEX refunds_game_idx ON refunds (game_id, status);
CREATE INDEX refunds_due_idx ON refunds (next_try_at) WHERE status <> 'refunded';
