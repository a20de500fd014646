import type { FairnessAnswer } from './fairness-answer';
import { claimClientSeed } from './seeds';

/** A player's entries in one game's log, found from their own client seed. */
export type PlayerEntries = {
  /** The client seed the game's claims of this player show: their per-game seed in scheme 3. */
  gameSeed: string;
  /** The spins whose claims show it, in log order. */
  spins: number[];
};

/**
 * The entries of the player whose client seed is `playerSeed` (docs/rules/fairness.md, Seeds and the
 * commitment): in scheme 3 a claim shows the player's seed for the game, which only someone who knows
 * their seed can work out, so only the player finds their entries; in schemes 1 and 2 it shows the seed
 * itself. A seed the player changed during the game finds the entries made with this one.
 */
export function playerEntries(
  answer: Pick<FairnessAnswer, 'gameId' | 'schemeVersion' | 'log'>,
  playerSeed: string,
): PlayerEntries {
  const gameSeed = claimClientSeed(answer.schemeVersion, playerSeed, answer.gameId);
  const spins = answer.log.flatMap((entry) =>
    entry.type === 'claim' && entry.clientSeed === gameSeed ? [entry.spin] : [],
  );
  return { gameSeed, spins };
}
