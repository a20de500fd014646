import type { TermsDocument } from '../terms/terms-document';

/**
 * When a game is drawn (docs/rules/games.md, The draw time): at its end time, or, when it sells out
 * before, the minutes its terms fixed when it opened ('drawDelayMinutes' then) after its last number
 * was taken, never later than its end. The time is fixed when the game closes (`drawTimeOnClose`,
 * stored with the game) so that a setting changed later never moves a draw already announced; from the
 * sell-out to that close it already reads so, from the moment the last number was taken.
 */
export interface DrawTiming {
  endTime: Date;
  /** Fixed when the game closed before its end; null or absent: the end time. */
  drawAt?: Date | null;
  /** When its last number was taken; null or absent while any number is available. */
  soldOutAt?: Date | null;
  /** The minutes after a sell-out its terms fixed when it opened; null or absent: not stored with it. */
  drawAfterSellOutMinutes?: number | null;
}

const MINUTE_MS = 60_000;

/**
 * The game's draw time as everyone sees it: fixed at its close, else the sell-out's while it is sold
 * out (before its close fixes the same time), else its end. A game opened before its draw rule was
 * stored with it reads its end until its close.
 */
export function drawTimeOf(game: DrawTiming): Date {
  if (game.drawAt) return game.drawAt;
  if (game.soldOutAt && game.drawAfterSellOutMinutes != null) {
    return drawTimeOnClose(game.endTime, game.soldOutAt, game.drawAfterSellOutMinutes);
  }
  return game.endTime;
}

/** The draw time of a game closing at `closedAt`: the delay after a sell-out, or its end. */
export function drawTimeOnClose(endTime: Date, closedAt: Date, delayMinutes: number): Date {
  if (closedAt.getTime() >= endTime.getTime()) return endTime;
  const afterSellOut = closedAt.getTime() + Math.max(0, delayMinutes) * MINUTE_MS;
  return new Date(Math.min(afterSellOut, endTime.getTime()));
}

/**
 * The minutes after a sell-out a game is drawn: as stored with it when it opened, else as its terms
 * fixed them (its last version), else the setting now (a game opened before its terms recorded it).
 */
export const drawDelayOf = (
  game: Pick<DrawTiming, 'drawAfterSellOutMinutes'>,
  terms: TermsDocument | undefined,
  settingMinutes: number,
): number => game.drawAfterSellOutMinutes ?? terms?.schedule.drawAfterSellOutMinutes ?? settingMinutes;

/** The automatic draw runs once the draw time has come. */
export const isDrawDue = (game: DrawTiming, now: Date): boolean =>
  drawTimeOf(game).getTime() <= now.getTime();
