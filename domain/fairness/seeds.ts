import { toHex } from './hex';
import { sha256 } from './sha256';

/** A server seed is 32 random bytes, revealed as 64 hex digits once its game closes. */
export const SERVER_SEED_BYTES = 32;

/** The commitment published when the game is created: lowercase hex SHA-256 of the 32 raw bytes. */
export function serverSeedHash(seed: Uint8Array): string {
  return toHex(sha256(seed));
}

export const CLIENT_SEED_MAX = 64;

/** A client seed is 1 to 64 printable ASCII characters (space U+0020 to tilde U+007E). */
export function isValidClientSeed(seed: string): boolean {
  return clientSeedProblem(seed) === null;
}

/** Why a client seed is refused, in words for the player; null when it is valid. */
export function clientSeedProblem(seed: string): string | null {
  if (seed.length === 0) return 'Client seed must have at least 1 character.';
  if (seed.length > CLIENT_SEED_MAX) return `Client seed must have at most ${CLIENT_SEED_MAX} characters.`;
  if (!/^[\x20-\x7e]+$/.test(seed)) return 'Client seed may use only printable ASCII characters.';
  return null;
}
