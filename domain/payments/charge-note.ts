/** What the player's card statement shows for a number's charge. Stored with the attempt, so a retry sends the same text. */
export function chargeNote(gameCode: string, number: number | string): string {
  return `Prize Wheel ${gameCode}: number ${number}`;
}

/**
 * The same note as a format string for a store that fills it in where the number is drawn
 * (PostgreSQL's format(): `%1$s` the game's code, `%2$s` the number), so the wording stays here.
 */
export function chargeNoteFormat(): string {
  const code = '\u0000code\u0000';
  const number = '\u0000number\u0000';
  return chargeNote(code, number).replaceAll('%', '%%').replace(code, '%1$s').replace(number, '%2$s');
}
