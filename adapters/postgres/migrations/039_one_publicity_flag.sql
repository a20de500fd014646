-- One publicity flag per account: users.opt_out_publicity, offered to every player at sign-up and
-- shown on the dashboard as Profile Visibility (domain/winners/winner-publicity.ts). A winner is named
-- unless it is set. Until now Profile Visibility was a separate saved preference that hid a winner by
-- default; a player who opted out at sign-up stays opted out, and a player who saved their
-- preferences with Profile Visibility off keeps their name private too (the switch they saw was off).
-- A player who never saved any preference is named from now on, as the publicity release says.
UPDATE users u SET opt_out_publicity = true
FROM player_preferences p
WHERE p.user_id = u.id AND NOT p.profile_visible AND u.deleted_at IS NULL;

ALTER TABLE player_preferences DROP COLUMN profile_visible;
