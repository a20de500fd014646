import { createHash } from 'node:crypto';
import type { PrizeImageStore, StoredPrizeImage } from '../../../application/games/ports/prize-image-store';
import type { PrizeImage } from '../../../domain/games/prize-image';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryPrizeImageStore implements PrizeImageStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  /** Like the game_images table: a known game, at most 2 MB. */
  async put(gameId: number, image: PrizeImage, at: Date): Promise<string> {
    if (!this.store.games.has(gameId)) throw new Error(`Unknown game ${gameId}`);
    if (image.bytes.length < 1 || image.bytes.length > 2 * 1024 * 1024)
      throw new Error('image size out of range');
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    const stored = {
      contentType: image.contentType,
      bytes: Uint8Array.from(image.bytes),
      sha256,
      updatedAt: at,
    };
    setEntry(this.store.images, gameId, stored, this.changes);
    return sha256;
  }

  async get(gameId: number): Promise<StoredPrizeImage | null> {
    const image = this.store.images.get(gameId);
    if (!image) return null;
    return { contentType: image.contentType, bytes: Uint8Array.from(image.bytes), sha256: image.sha256 };
  }

  async remove(gameId: number): Promise<void> {
    deleteEntry(this.store.images, gameId, this.changes);
  }
}
