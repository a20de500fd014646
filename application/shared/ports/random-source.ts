/**
 * Where every pick comes from. It is asked with the game and the game's spin sequence number,
 * so a commit-reveal source can later derive each pick from a seed published before the game opens.
 */
export interface RandomSource {
  /** A uniform index in [0, count). count is at least 1. */
  pick(gameId: number, spinSequence: number, count: number): number;
}
