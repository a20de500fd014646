-- The Users tab's search (docs/rules/back-office.md, Users tab): one trigram index over the e-mail and
-- the name together, so a search reads one index instead of two and ORs of their matches. Each
-- trigram's entries in it are about those of the two indexes together, and the player's name is
-- mostly in the e-mail already. A row with a missing part still has an entry (coalesce), and the
-- directory keeps its exact test (the e-mail or the full name contains the needle) beside it, so a
-- match across the e-mail and the name is not one.
CREATE INDEX users_directory_search_trgm_idx ON users USING gin (
  lower(coalesce(email, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops
) WHERE deleted_at IS NULL;

DROP INDEX users_directory_email_trgm_idx;
DROP INDEX users_directory_name_trgm_idx;
