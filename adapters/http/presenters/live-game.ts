import type { LiveGame } from '../../../application/games/get-live-game';
import { type GameOut, presentGame, presentRecentNumbers } from './game';

/** One event of `games.live`: what `games.byId` and `games.recentNumbers` answer, and the log's head. */
export interface LiveGameOut {
  game: GameOut;
  recentNumbers: ReturnType<typeof presentRecentNumbers>;
  logHead: string;
  logEntries: number;
}

export function presentLiveGame({ view, recent, log }: LiveGame): LiveGameOut {
  return {
    game: presentGame(view),
    recentNumbers: presentRecentNumbers(recent),
    logHead: log.head,
    logEntries: log.entries,
  };
}
