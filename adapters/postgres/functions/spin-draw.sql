-- Takes the next spin number (one more than the game's last: no gap, a refused spin takes none) and
-- draws the index-th of the candidates by `g:k:c`: the available numbers ascending, all of them when
-- only_free is null, else those whose free column equals it. The client seed is the player's seed for
-- this game when the game says so (games.per_game_client_seed, domain/fairness/seeds.ts
-- gameClientSeed). Runs under the game's row lock.
CREATE OR REPLACE FUNCTION spin_draw(g games, player bigint, candidates integer, only_free boolean,
  OUT spin integer, OUT client_seed text, OUT picked integer, OUT price bigint)
LANGUAGE plpgsql AS $$
DECLARE
  k bigint;
BEGIN
  SELECT u.client_seed INTO client_seed FROM users u WHERE u.id = player;
  IF NOT FOUND THEN RETURN; END IF;
  IF g.per_game_client_seed THEN
    client_seed := encode(fair_hmac_sha256(convert_to(client_seed, 'UTF8'), convert_to('g:' || g.id, 'UTF8')),
      'hex');
  END IF;
  SELECT coalesce(max(c.spin), 0) + 1 INTO spin FROM claims c WHERE c.game_id = g.id AND c.spin IS NOT NULL;
  k := fair_pick_index(g.server_seed, g.id || ':' || spin || ':' || client_seed, candidates);
  IF only_free IS NULL THEN
    SELECT n.number, n.price_cents INTO picked, price FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' ORDER BY n.number OFFSET k LIMIT 1;
  ELSE
    SELECT n.number, n.price_cents INTO picked, price FROM game_numbers n
    WHERE n.game_id = g.id AND n.status = 'available' AND n.free = only_free
    ORDER BY n.number OFFSET k LIMIT 1;
  END IF;
  IF picked IS NULL THEN RAISE EXCEPTION 'number pool of game % changed under its spin lock', g.id; END IF;
END $$;
