-- The Users tab's deep pages (docs/rules/back-office.md, Users tab): a server keeps where the pages it
-- has read begin, and reads a page near one of them from that key instead of skipping every entry
-- before it. The kept keys hold while the order of the live players is unchanged: `version` changes,
-- in the statement that changes it, whenever a player joins, leaves or changes a column an order or
-- a filter reads. It comes from a sequence no TRUNCATE restarts, so a value never returns.
CREATE SEQUENCE user_directory_versions;
ALTER TABLE user_directory_counts
  ADD COLUMN version bigint NOT NULL DEFAULT nextval('user_directory_versions');
-- Moved by the triggers of adapters/postgres/functions/user-directory-version-sync.sql.

-- A key read from a page holds only where every live player has a name and an e-mail (the orders
-- put missing ones last): the directory asks this index, empty in practice, before it uses one.
CREATE INDEX users_directory_missing_keys_idx ON users (id)
  WHERE deleted_at IS NULL AND (first_name IS NULL OR last_name IS NULL OR email IS NULL);
