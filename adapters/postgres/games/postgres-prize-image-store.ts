import type { PrizeImageStore, StoredPrizeImage } from '../../../application/games/ports/prize-image-store';
import type { PrizeImage, PrizeImageType } from '../../../domain/games/prize-image';
import type { Queryable } from '../queryable';

interface ImageRow {
  content_type: PrizeImageType;
  bytes: Uint8Array;
  sha256: string;
}

export class PostgresPrizeImageStore implements PrizeImageStore {
  constructor(private readonly sql: Queryable) {}

  async put(gameId: number, image: PrizeImage, at: Date): Promise<string> {
    const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
    const [row] = await this.sql<{ sha256: string }[]>`
      INSERT INTO game_images (game_id, content_type, bytes, sha256, updated_at)
      VALUES (${gameId}, ${image.contentType}, ${bytes}, encode(sha256(${bytes}::bytea), 'hex'), ${at})
      ON CONFLICT (game_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
        sha256 = EXCLUDED.sha256, updated_at = EXCLUDED.updated_at
      RETURNING sha256`;
    if (!row) throw new Error(`prize image of game ${gameId} not stored`);
    return row.sha256;
  }

  async get(gameId: number): Promise<StoredPrizeImage | null> {
    const [row] = await this.sql<ImageRow[]>`
      SELECT content_type, bytes, sha256 FROM game_images WHERE game_id = ${gameId}`;
    if (!row) return null;
    return { contentType: row.content_type, bytes: new Uint8Array(row.bytes), sha256: row.sha256 };
  }

  async remove(gameId: number): Promise<void> {
    await this.sql`DELETE FROM game_images WHERE game_id = ${gameId}`;
  }
}
