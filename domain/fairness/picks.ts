import { claimMessage, drawMessage, instantMessage } from './messages';
import { pickIndex } from './random-stream';

/** The index claim number `spin` of game g by a player with client seed c picks among n candidates. */
export const claimIndex = (
  seed: Uint8Array,
  gameId: number,
  spin: number,
  clientSeed: string,
  n: number,
): number => pickIndex(seed, claimMessage(gameId, spin, clientSeed), n);

/** The index the random draw picks among n settled claims, H being the log head before the draw. */
export const drawIndex = (seed: Uint8Array, gameId: number, headBeforeDraw: string, n: number): number =>
  pickIndex(seed, drawMessage(gameId, headBeforeDraw), n);

/** The index instant-win number k of game g picks among n candidates (the numbers not chosen before it). */
export const instantIndex = (seed: Uint8Array, gameId: number, k: number, n: number): number =>
  pickIndex(seed, instantMessage(gameId, k), n);
