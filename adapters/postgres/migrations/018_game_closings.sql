-- Automatic closing (docs/rules/winners.md, The random draw): a game closes once, when it ended or sold out. The row is created by
-- one INSERT ... ON CONFLICT DO NOTHING, so of two server processes closing at once only one closes a
-- game. draw_due: the automatic draw (the 'automaticDraw' setting at closing) is still to run; it waits
-- while a payment of the game is unsettled and is retried on the next tick. completion_mailed_at: the
-- completion e-mails went out (POST /api/admin/games/{id}/send-completion-emails sends them once).
CREATE TABLE game_closings (
  game_id bigint PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  closed_at timestamptz NOT NULL,
  draw_due boolean NOT NULL DEFAULT false,
  completion_mailed_at timestamptz
);

CREATE INDEX game_closings_draw_due_idx ON game_closings (game_id) WHERE draw_due;
