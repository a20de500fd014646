import type { PrizeImage } from '../../../domain/games/prize-image';

export interface StoredPrizeImage extends PrizeImage {
  /** Lowercase hex SHA-256 of the bytes: the image's version (ETag, versioned URL). */
  sha256: string;
}

/** Prize images as bytes, one per game, served from their own URL so game lists stay small. */
export interface PrizeImageStore {
  /** Stores (or replaces) the game's image; returns its SHA-256. */
  put(gameId: number, image: PrizeImage, at: Date): Promise<string>;
  get(gameId: number): Promise<StoredPrizeImage | null>;
  remove(gameId: number): Promise<void>;
}
