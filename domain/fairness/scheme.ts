/**
 * The versions of the provably fair scheme. A game keeps the version it was created with, so its
 * log always replays by the rules its spins were drawn by.
 * 1: a paid spin draws among all the game's available numbers (a free number landed on costs nothing).
 * 2: a paid spin draws only among the available numbers outside the free range, so paid play never
 *    uses up the numbers free entries draw from, and always costs its price.
 */
export type SchemeVersion = 1 | 2;

/** The version of every game created from now on. */
export const CURRENT_SCHEME_VERSION: SchemeVersion = 2;

export const SCHEME_VERSIONS: readonly SchemeVersion[] = [1, 2];

/** Does a paid spin of this version leave the free range out of its candidates? */
export const paidSpinSkipsFreeRange = (version: SchemeVersion): boolean => version >= 2;
