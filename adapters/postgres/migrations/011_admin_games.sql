-- The back office's games and winners (docs/rules/games.md, docs/rules/winners.md): prize images as bytes, and how a winner was chosen.

-- A game's prize image, validated by its magic bytes (domain/games/prize-image.ts). Games carry only the
-- versioned URL (games.prize_image_url = /api/games/{id}/image?v=<first 8 hex of sha256>).
CREATE TABLE game_images (
  game_id bigint PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz NOT NULL
);

-- A winner is the administrator's pick (with a reason) or a random draw, recorded with the index
-- drawn among the game's settled numbers (ascending), how many there were, and the game's spin
-- sequence number the RandomSource was asked with.
ALTER TABLE winners
  ADD COLUMN method text NOT NULL DEFAULT 'manual' CHECK (method IN ('manual', 'draw')),
  ADD COLUMN selected_by_admin_id bigint,
  ADD COLUMN draw_index integer,
  ADD COLUMN draw_candidates integer,
  ADD COLUMN draw_sequence bigint,
  ADD CONSTRAINT winners_draw_fields_check CHECK (
    (method = 'draw') = (draw_index IS NOT NULL AND draw_candidates IS NOT NULL AND draw_sequence IS NOT NULL)
  ),
  ADD CONSTRAINT winners_draw_index_check CHECK (
    draw_index IS NULL OR (draw_index >= 0 AND draw_index < draw_candidates)
  );

CREATE INDEX winners_selected_at_idx ON winners (selected_at DESC, id DESC);
