/**
 * What the cancel dialog and its toast say of a game's instant prizes (docs/rules/games.md, Cancelling
 * a game): the count is the server's (`instantPrizesWon` of the game, `instantPrizesStanding` of the
 * cancel's answer), never counted here.
 */

const prizes = (count: number) => `${count} instant ${count === 1 ? 'prize' : 'prizes'}`;

/** The dialog's line on the instant prizes already won, or null when none was. */
export function standingPrizesLine(won: number): string | null {
  if (won <= 0) return null;
  const one = won === 1;
  return `keeps the ${prizes(won)} already won: ${one ? 'its winner keeps the prize and its claim page' : 'their winners keep the prizes and their claim pages'}, and the e-mail says so with the claim link (a paid winning entry is refunded like every other);`;
}

/** The toast's sentence after the cancel, or an empty string when no instant prize stands. */
export const standingPrizesNote = (standing: number): string =>
  standing <= 0 ? '' : ` ${prizes(standing)} already won ${standing === 1 ? 'stands' : 'stand'}.`;
