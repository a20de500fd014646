-- One mailbox, one account (docs/rules/accounts.md, One mailbox, one account): every account keeps the
-- address as typed (`email`, shown and mailed) and its canonical form (`email_canonical`), which the
-- domain decides (domain/accounts/canonical-email.ts) and the repository writes with the account.
-- Registration, sign-in and the password reset look an account up by it; this index keeps one
-- account per canonical form, also against two sign-ups at the same moment.
--
-- Accounts that already shared a mailbox when this rule came in are neither merged nor deleted: the
-- oldest of them has rank 0 like every account, the others 1, 2, ... (`email_duplicate_rank`), so the
-- unique key (canonical form, rank) admits them and no new account (always rank 0) joins them. They
-- are listed for the administrator (the System tab's Shared mailboxes).
--
-- The canonical form of the accounts that exist is written by the server when it starts, with the
-- domain's function (adapters/postgres/accounts/canonical-email-backfill.ts), not restated in SQL.
-- No constraint requires it: during a rolling restart the previous version, which knows nothing of
-- it, keeps registering players (README, Deploying: a migration keeps the previous version working);
-- the next start of this version fills what it wrote, ranking any alias it let in after the account
-- already there, so the System tab lists it.
ALTER TABLE users
  ADD COLUMN email_canonical text,
  ADD COLUMN email_duplicate_rank smallint NOT NULL DEFAULT 0 CHECK (email_duplicate_rank >= 0);

CREATE UNIQUE INDEX users_email_canonical_key ON users (email_canonical, email_duplicate_rank);
-- The mailboxes shared before the rule: a handful of rows, read by the System tab.
CREATE INDEX users_email_shared_idx ON users (email_canonical) WHERE email_duplicate_rank > 0;
-- The rows the server's start still has to fill: empty once it has.
CREATE INDEX users_email_canonical_missing_idx ON users (id)
  WHERE email IS NOT NULL AND email_canonical IS NULL;
