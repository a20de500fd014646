import { type DomainError, invalidInput } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';

export type PrizeImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** A prize image as stored: its bytes and the type its magic bytes show. */
export interface PrizeImage {
  contentType: PrizeImageType;
  bytes: Uint8Array;
}

/** Decoded size limit (the form's hint: up to 2 MB). */
export const PRIZE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const FIELD = 'prizeImageUrl';
const PRIZE_IMAGE_TYPES_MESSAGE = 'Prize image must be a PNG, JPEG, WebP or GIF image';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes' signature shows, whatever the data URL claims; null for anything else. */
export function sniffImageType(bytes: Uint8Array): PrizeImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const DATA_URL = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A prize image sent as a base64 data URL (the form reads the file with FileReader). Only the
 * bytes decide: a text file renamed .png, or sent as `data:image/png`, is refused. Links to other
 * sites are refused too (the site serves its own copy, so no third party sees players' visits).
 */
export function parsePrizeImage(value: unknown): Result<PrizeImage, DomainError> {
  if (typeof value !== 'string') return err(invalidInput(FIELD, 'Prize image must be a data URL'));
  const header = DATA_URL.exec(value.slice(0, 200));
  if (!header) {
    return err(invalidInput(FIELD, `${PRIZE_IMAGE_TYPES_MESSAGE}, uploaded as a base64 data URL`));
  }
  const encoded = value.slice(header[0].length);
  // Four characters carry three bytes: refuse an oversized image before decoding it.
  if (encoded.length > Math.ceil(PRIZE_IMAGE_MAX_BYTES / 3) * 4) return err(tooLarge());
  const bytes = decodeBase64(encoded);
  if (!bytes) return err(invalidInput(FIELD, 'Prize image is not valid base64'));
  if (bytes.length > PRIZE_IMAGE_MAX_BYTES) return err(tooLarge());
  const contentType = sniffImageType(bytes);
  if (!contentType) return err(invalidInput(FIELD, PRIZE_IMAGE_TYPES_MESSAGE));
  return ok({ contentType, bytes });
}

const tooLarge = () => invalidInput(FIELD, 'Prize image must be at most 2 MB');

/** The URL games carry instead of the bytes; the version changes with the image, so it caches forever. */
export function prizeImageUrl(gameId: number, sha256Hex: string): string {
  return `/api/games/${gameId}/image?v=${sha256Hex.slice(0, 8)}`;
}
