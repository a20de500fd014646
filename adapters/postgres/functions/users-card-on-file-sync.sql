-- 'Verified' is a card on file, kept on the player's row (users.card_on_file) so a filter or a count of
-- the Users tab (docs/rules/back-office.md) needs no probe of payment_cards per player.
--
-- Statement triggers with transition tables: one statement storing many cards updates each player
-- once. A new live card sets the flag; a card disabled or removed locks its players' rows first
-- (in id order), then reads their cards in a new snapshot (each statement of a function takes
-- one), so a card stored and another disabled at the same moment leave the right flag.
CREATE OR REPLACE FUNCTION users_card_on_file_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET card_on_file = true
    FROM (SELECT DISTINCT user_id FROM new_cards WHERE disabled_at IS NULL) n
    WHERE u.id = n.user_id AND NOT u.card_on_file;
  ELSE
    PERFORM 1 FROM users u WHERE u.id IN (SELECT user_id FROM old_cards) ORDER BY u.id FOR UPDATE;
    UPDATE users u SET card_on_file = EXISTS (
      SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL)
    WHERE u.id IN (SELECT user_id FROM old_cards)
      AND u.card_on_file <> EXISTS (
        SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER payment_cards_card_on_file_insert AFTER INSERT ON payment_cards
  REFERENCING NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();
CREATE OR REPLACE TRIGGER payment_cards_card_on_file_update AFTER UPDATE ON payment_cards
  REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();
CREATE OR REPLACE TRIGGER payment_cards_card_on_file_delete AFTER DELETE ON payment_cards
  REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION users_card_on_file_sync();
