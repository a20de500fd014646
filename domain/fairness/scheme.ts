/**
 * The versions of the provably fair scheme (docs/rules/fairness.md, Scheme versions). A game keeps the
 * version it was created with, so its log always replays by the rules its spins were drawn by.
 * 1: a paid spin draws among all the game's available numbers (a free number landed on costs nothing).
 * 2: a paid spin draws only among the available numbers outside the free range, so paid play never
 *    uses up the numbers free entries draw from, and always costs its price.
 * 3: as 2, and an instant prize is logged as its own entry when it is won (a claim carries no mark, so
 *    nothing tells a held number is an instant winner), and the client seed a claim uses and the log
 *    shows is the player's seed for that game only, so the log links no player's entries across games.
 */
export type SchemeVersion = 1 | 2 | 3;

/** The version of every game created from now on. */
export const CURRENT_SCHEME_VERSION: SchemeVersion = 3;

export const SCHEME_VERSIONS: readonly SchemeVersion[] = [1, 2, 3];

/** Does a paid spin of this version leave the free range out of its candidates? */
export const paidSpinSkipsFreeRange = (version: SchemeVersion): boolean => version >= 2;

/**
 * Is an instant prize its own log entry, written when the claim is won (version 3), rather than a mark
 * on the claim written when the number is claimed (versions 1 and 2)?
 */
export const instantAwardIsItsOwnEntry = (version: SchemeVersion): boolean => version >= 3;

/** Does a claim of this version use the player's per-game client seed (version 3) rather than their own? */
export const clientSeedIsPerGame = (version: SchemeVersion): boolean => version >= 3;
