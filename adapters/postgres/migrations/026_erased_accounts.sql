-- What outlives a deleted account beside its anonymised row (domain/accounts/erased-account.ts): the keyed
-- hash of its normalised e-mail (HMAC-SHA-256 under a key derived from DATA_KEY, never the e-mail)
-- and the end of the break it was on. A new account with the same e-mail starts on that break, and
-- takes no free entry in a game where an erased account with that e-mail took one: the erased
-- account's claims stay in the ledger under its id.
CREATE TABLE erased_accounts (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  email_key text NOT NULL,
  excluded_until timestamptz,
  erased_at timestamptz NOT NULL
);

CREATE INDEX erased_accounts_email_key_idx ON erased_accounts (email_key);
