-- The administrator's second factor holds (docs/rules/back-office.md, Two-factor sign-in).

-- Secrets sealed at rest: `secret` and `pending_secret` now hold text sealed with AES-256-GCM under
-- DATA_KEY's own sub-key, which the database never sees, so SQL cannot seal the secrets kept so far.
-- They move to `clear_*` columns that nothing writes any more; the server seals them at its next
-- start, before it serves anything, and empties them (adapters/start-up/seal-two-factor-at-start.ts).
ALTER TABLE admin_two_factor RENAME COLUMN secret TO clear_secret;
ALTER TABLE admin_two_factor RENAME COLUMN pending_secret TO clear_pending_secret;
ALTER TABLE admin_two_factor ADD COLUMN secret text, ADD COLUMN pending_secret text;

-- Replacing the authenticator now needs a current code or a recovery code: a replacement started
-- before proved neither, so it is dropped (the administrator starts it again). The secret in use stays.
UPDATE admin_two_factor SET clear_pending_secret = NULL WHERE clear_secret IS NOT NULL;

-- Recovery codes are kept as keyed hashes (HMAC-SHA-256 under DATA_KEY's sub-key) of their bare
-- SHA-256: the rows kept so far are rekeyed at the next start, like the secrets, and marked `keyed`.
ALTER TABLE admin_recovery_codes ADD COLUMN keyed boolean NOT NULL DEFAULT false;

-- The code step's counter per administrator, whatever the address (domain/admin-security/code-lock.ts
-- decides; each change is a compare-and-set on `code_checks_revision`).
ALTER TABLE admin_two_factor
  ADD COLUMN code_checks integer NOT NULL DEFAULT 0 CHECK (code_checks >= 0),
  ADD COLUMN code_window_start timestamptz,
  ADD COLUMN code_locked_until timestamptz,
  ADD COLUMN code_checks_revision integer NOT NULL DEFAULT 0;
