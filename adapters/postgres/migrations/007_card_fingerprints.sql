-- A card is on file once per player: the gateway's fingerprint of the card number when it gives
-- one, else its brand, last four digits and expiry. The unique indexes below make a second active
-- copy impossible even when two requests store the same card at the same moment.

ALTER TABLE payment_cards ADD COLUMN fingerprint text;

-- Copies stored before this rule: the default (else the oldest) stays, the others are removed.
-- They stay enabled at the gateway but are never listed or charged again.
UPDATE payment_cards AS copy
SET disabled_at = now()
WHERE copy.disabled_at IS NULL
  AND NOT copy.is_default
  AND EXISTS (
    SELECT 1 FROM payment_cards AS kept
    WHERE kept.user_id = copy.user_id AND kept.disabled_at IS NULL AND kept.id <> copy.id
      AND kept.brand = copy.brand AND kept.last4 = copy.last4
      AND kept.exp_month = copy.exp_month AND kept.exp_year = copy.exp_year
      AND (kept.is_default OR kept.id < copy.id)
  );

CREATE UNIQUE INDEX payment_cards_one_fingerprint_key ON payment_cards (user_id, fingerprint)
  WHERE disabled_at IS NULL AND fingerprint IS NOT NULL;
CREATE UNIQUE INDEX payment_cards_one_unfingerprinted_key
  ON payment_cards (user_id, brand, last4, exp_month, exp_year)
  WHERE disabled_at IS NULL AND fingerprint IS NULL;

-- Paying for a held number claims it (held -> pending) before the new card is stored and charged;
-- the reconciler finds such claims whose payer stopped before charging (no pending attempt).
CREATE INDEX claims_paying_expiry_idx ON claims (hold_expires_at)
  WHERE status = 'pending' AND hold_expires_at IS NOT NULL;
