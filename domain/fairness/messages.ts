/** The messages whose random streams give the picks. */

/** Claim number `spin` k of game g by a player with client seed c: `g:k:c`. */
export const claimMessage = (gameId: number, spin: number, clientSeed: string): string =>
  `${gameId}:${spin}:${clientSeed}`;

/** The random draw of game g, H being the log head just before the draw entry: `g:draw:H`. */
export const drawMessage = (gameId: number, headBeforeDraw: string): string =>
  `${gameId}:draw:${headBeforeDraw}`;

/** Instant-win number k (k = 1, 2, ...) of game g: `g:instant:k`. */
export const instantMessage = (gameId: number, k: number): string => `${gameId}:instant:${k}`;
