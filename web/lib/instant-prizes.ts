import { formatAmount } from './format';
import type { GameOut, PaidSpinOut } from './trpc';

/**
 * Instant prizes and the paid-entry cap as the client reads them (docs/rules/fairness.md, Instant wins;
 * docs/rules/player-pages.md). The types are the server's answers, inferred from the router.
 */

type GameType = GameOut['gameType'];

/**
 * One instant prize of a game, in its order; `value` in dollars; `number` null until it is won (while
 * the game is open); `winner` the shown name, or null (not won, or private).
 */
export type InstantPrizeOut = GameOut['instantPrizes'][number];

/** What every game answer carries about instant prizes and the cap on paid entries. */
export interface InstantGameFields {
  gameType: GameType;
  /** The most paid entries one player may buy in the game; null means no cap. */
  maxEntriesPerPlayer: number | null;
  instantPrizes: InstantPrizeOut[];
}

/** The prize a spin or an entry won at once, or null. */
export type InstantWinOut = PaidSpinOut['instantWin'];

/** What the create and edit inputs take (dollars). */
export interface InstantGameInput {
  instantPrizes?: Array<{ name: string; value: number }>;
  maxEntriesPerPlayer?: number | null;
}

/** A game answer's instant fields; an answer without them reads as a game with no prize and no cap. */
export function instantFieldsOf(game: object): InstantGameFields {
  const fields = game as Partial<InstantGameFields>;
  return {
    gameType: fields.gameType ?? 'wheel_spin',
    maxEntriesPerPlayer: fields.maxEntriesPerPlayer ?? null,
    instantPrizes: Array.isArray(fields.instantPrizes) ? fields.instantPrizes : [],
  };
}

/** The instant win a spin result or an entry carries, or null. */
export function instantWinOf(result: object | null | undefined): InstantWinOut {
  const win = (result as { instantWin?: InstantWinOut } | null | undefined)?.instantWin;
  return win && typeof win.name === 'string' ? win : null;
}

/** '3 instant prizes among 20 numbers — each entry has a 3/20 chance'. */
export function instantChanceText(count: number, totalNumbers: number): string {
  const prizes = count === 1 ? '1 instant prize' : `${count} instant prizes`;
  return `${prizes} among ${totalNumbers} numbers — each entry has a ${count}/${totalNumbers} chance`;
}

/** 'Gift card ($25.00)'. */
export const instantPrizeLabel = (prize: { name: string; value: number }) =>
  `${prize.name} (${formatAmount(prize.value)})`;

/** 'Won by Sam T. (CA) on number 7', 'Won on number 7' when the winner is private, or 'Still to win'. */
export function instantPrizeStatus(prize: InstantPrizeOut): string {
  if (!prize.won) return 'Still to win';
  const on = prize.number === null ? '' : ` on number ${prize.number}`;
  return prize.winner ? `Won by ${prize.winner}${on}` : `Won${on}`;
}

/** The cap in words for the game page, or null when there is none. */
export function entryCapText(maxEntriesPerPlayer: number | null): string | null {
  if (maxEntriesPerPlayer === null) return null;
  const entries = maxEntriesPerPlayer === 1 ? '1 paid entry' : `${maxEntriesPerPlayer} paid entries`;
  return `Up to ${entries} per player. The free entry comes on top.`;
}
