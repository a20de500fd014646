-- The draw time from the moment a game sells out (domain/games/draw-time.ts drawTimeOf): the game keeps
-- when its last number was taken (sold_out_at, kept by the games_sold_out trigger of
-- adapters/postgres/functions/games-sold-out.sql) and the minutes after a sell-out its terms fixed when
-- it opened, so that every read shows the sell-out's draw time before the closing loop fixes it in
-- draw_at. Null: a game opened before the rule was stored with it (its terms still state it).
ALTER TABLE games ADD COLUMN sold_out_at timestamptz;
ALTER TABLE games ADD COLUMN draw_after_sell_out_minutes integer
  CONSTRAINT games_draw_after_sell_out_minutes_check CHECK (draw_after_sell_out_minutes >= 0);

UPDATE games g SET draw_after_sell_out_minutes = (t.document -> 'schedule' ->> 'drawAfterSellOutMinutes')::integer
FROM game_terms t
WHERE t.game_id = g.id AND t.version = 1 AND t.document -> 'schedule' ? 'drawAfterSellOutMinutes';

UPDATE games g SET sold_out_at = (
  SELECT max(c.created_at) FROM claims c WHERE c.game_id = g.id AND c.status <> 'released')
WHERE g.numbers_left = 0;
