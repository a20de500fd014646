import { toHex, utf8 } from './hex';
import type { SchemeVersion } from './scheme';
import { clientSeedIsPerGame } from './scheme';
import { hmacSha256, sha256 } from './sha256';

/** A server seed is 32 random bytes, revealed as 64 hex digits once its game closes. */
export const SERVER_SEED_BYTES = 32;

/** The commitment published when the game is created: lowercase hex SHA-256 of the 32 raw bytes. */
export function serverSeedHash(seed: Uint8Array): string {
  return toHex(sha256(seed));
}

const CLIENT_SEED_MAX = 64;

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

/** The message of a per-game client seed: `g:` and the game's id, for example `g:42`. */
export const gameClientSeedMessage = (gameId: number): string => `g:${gameId}`;

/**
 * The player's client seed for one game (scheme 3): lowercase hex HMAC-SHA256 with the UTF-8 of the
 * player's own seed as key and the UTF-8 of `g:{gameId}` as data. The log shows it instead of the
 * player's seed, so the same player's entries of two games share nothing; the player, who knows their
 * own seed, can work out which entries are theirs.
 */
export function gameClientSeed(playerSeed: string, gameId: number): string {
  return toHex(hmacSha256(utf8(playerSeed), utf8(gameClientSeedMessage(gameId))));
}

/** A per-game client seed as the log writes it: 64 lowercase hex digits. */
export const isGameClientSeed = (seed: string): boolean => /^[0-9a-f]{64}$/.test(seed);

/** The client seed a claim of a game of this scheme uses and the log shows. */
export const claimClientSeed = (version: SchemeVersion, playerSeed: string, gameId: number): string =>
  clientSeedIsPerGame(version) ? gameClientSeed(playerSeed, gameId) : playerSeed;
