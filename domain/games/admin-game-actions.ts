import type { GameStatus } from './game-status';

/** What the back office knows of a game when it lists it. */
export interface AdminGameFacts {
  status: GameStatus;
  numbersLeft: number;
  /** Distinct players with a settled entry. */
  players: number;
  hasWinner: boolean;
  /** Its completion e-mails went out (once per game). */
  completionMailed: boolean;
}

/** What the administrator may do to the game now: the Games tab shows these buttons and no others. */
export interface AdminGameActions {
  /** docs/rules/games.md, Editing a game: any game but a cancelled one (`checkEdit` refuses that edit). */
  edit: boolean;
  /** docs/rules/games.md, Cancelling a game: while it has no winner and is not cancelled already. */
  cancel: boolean;
  /**
   * docs/rules/back-office.md, Games tab: the Winner button shows for a game with players, or ended with
   * no numbers left; never for a cancelled game (it takes no pick or draw).
   */
  pickWinner: boolean;
  /** A pick on a game still open ends it (docs/rules/winners.md, Manual pick): the dialog asks again. */
  pickEndsGame: boolean;
  /**
   * docs/rules/games.md, Ending a game now: 'End Now' shows only on a live game (the server refuses
   * any other).
   */
  endNow: boolean;
  /**
   * The random draw is open: the game is over (ended or sold out) and has no winner. The draw itself
   * may still wait for a pending payment or find no entry (checkDrawOpen says why).
   */
  draw: boolean;
  /** A game that is over (ended or sold out) sends its completion e-mails, once. */
  sendCompletionEmails: boolean;
}

export function adminGameActions(game: AdminGameFacts): AdminGameActions {
  const cancelled = game.status === 'cancelled';
  const open = game.status === 'live' || game.status === 'scheduled';
  const over = game.status === 'ended' || game.status === 'complete';
  return {
    edit: !cancelled,
    cancel: !cancelled && !game.hasWinner,
    pickWinner: !cancelled && (game.players > 0 || (game.status !== 'live' && game.numbersLeft === 0)),
    pickEndsGame: open,
    endNow: game.status === 'live' && !game.hasWinner,
    draw: over && !game.hasWinner,
    sendCompletionEmails: over && !game.completionMailed,
  };
}
