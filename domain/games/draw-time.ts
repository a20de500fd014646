import type { TermsDocument } from '../terms/terms-document';

/**
 * When a game is drawn (docs/rules/games.md, The draw time): at its end time, or, when it sells out
 * before, the operator's 'drawDelayMinutes' after it closed on that sell-out, never later than its
 * end. The time is fixed when the game closes (`drawTimeOnClose`, stored with the game) so that a
 * setting changed later never moves a draw already announced.
 */
export interface DrawTiming {
  endTime: Date;
  /** Fixed when the game closed before its end; null or absent: the end time. */
  drawAt?: Date | null;
}

const MINUTE_MS = 60_000;

/** The game's draw time as everyone sees it. */
export const drawTimeOf = (game: DrawTiming): Date => game.drawAt ?? game.endTime;

/** The draw time of a game closing at `closedAt`: the delay after a sell-out, or its end. */
export function drawTimeOnClose(endTime: Date, closedAt: Date, delayMinutes: number): Date {
  if (closedAt.getTime() >= endTime.getTime()) return endTime;
  const afterSellOut = closedAt.getTime() + Math.max(0, delayMinutes) * MINUTE_MS;
  return new Date(Math.min(afterSellOut, endTime.getTime()));
}

/**
 * The minutes after a sell-out a game is drawn: as its terms fixed them when it opened (its last
 * version), else the setting now (a game opened before its terms recorded the draw rule).
 */
export const drawDelayOf = (terms: TermsDocument | undefined, settingMinutes: number): number =>
  terms?.schedule.drawAfterSellOutMinutes ?? settingMinutes;

/** The automatic draw runs once the draw time has come. */
export const isDrawDue = (game: DrawTiming, now: Date): boolean =>
  drawTimeOf(game).getTime() <= now.getTime();
