-- Analytics count revenue net of refunds on the day each refund was confirmed: the daily series reads
-- the confirmed refunds of its 90 days by this index, as it reads the payments by payments_created_idx.
CREATE INDEX refunds_refunded_at_idx ON refunds (refunded_at) WHERE status = 'refunded';
