import type { DomainErrorOf } from '../shared/errors';

/**
 * The cap on a player's paid entries in a game (docs/rules/games.md, Entries per player): null means
 * none. The free entry is always on top of it. The spin desk compares the player's paid entries
 * (reserved, held or paid) with the game's stored cap under the game's lock.
 */
export const entryCapOf = (game: { maxEntriesPerPlayer?: number | null }): number | null =>
  game.maxEntriesPerPlayer ?? null;

/**
 * Whether a player holding `paidEntries` paid entries may take no more under `cap`: the check the spin
 * desks make under the game's lock (the in-memory desk calls this; spin_paid holds the same `<`).
 */
export const entryCapReached = (paidEntries: number, cap: number | null): boolean =>
  cap !== null && paidEntries >= cap;

/** 409: the player holds as many paid entries as the game allows. */
export const entryLimitReached = (limit: number): DomainErrorOf<'ENTRY_LIMIT_REACHED'> => ({
  code: 'ENTRY_LIMIT_REACHED',
  message: `You have reached this game's limit of ${limit} paid ${limit === 1 ? 'entry' : 'entries'}. Your free entry is still yours to take.`,
  limit,
});
