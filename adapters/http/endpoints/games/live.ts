import type { GameView } from '../../../../application/games/game-view';
import type { DrawEvent } from '../../../../application/games/get-draw-event';
import type { LiveGame } from '../../../../application/games/get-live-game';
import { domainError } from '../../../../domain/shared/errors';
import { TooManyWatchers } from '../../../live/live-updates';
import { liveStreamProcedure, liveStreamSlot } from '../../live-stream-procedure';
import { oncePerValue } from '../../once-per-value';
import { trpcErrorOf, unwrap } from '../../trpc-errors';
import { gameIdInput } from '../shared';
import { type GameOut, presentGame, presentRecentNumbers } from './games';

/** One event of `games.live`: what `games.byId` and `games.recentNumbers` answer, the log's head, the last draw. */
export interface LiveGameOut {
  game: GameOut;
  recentNumbers: ReturnType<typeof presentRecentNumbers>;
  logHead: string;
  logEntries: number;
  /** The game's last draw or set-aside as the server decided it (application/games/get-draw-event.ts). */
  draw: DrawEvent | null;
}

function presentLiveGame({ view, recent, log, draw }: LiveGame): LiveGameOut {
  return {
    game: presentGame(view),
    recentNumbers: presentRecentNumbers(recent),
    logHead: log.head,
    logEntries: log.entries,
    draw,
  };
}

/** A viewer who keeps a game's stream open stays one of its live players (presence lasts a minute). */
const VIEWER_REFRESH_MS = 30_000;

/**
 * Every page watching a feed gets the same value object per change (adapters/live/live-feed.ts): it
 * is presented once, not once per page, and so yields one object per change that the stream writer
 * encodes once for every page (adapters/http/live-streams.ts; 2,000 pages in a rush made each a
 * visible share of the CPU).
 */
const presentGameOnce = oncePerValue(presentLiveGame);
const presentLobbyOnce = oncePerValue((games: readonly GameView[]) => games.map(presentGame));
const drawsOnce = oncePerValue((draws: readonly DrawEvent[]) => [...draws]);

/** Past the feeds' own count of this process (live-updates.ts) the first event is TOO_MANY_ATTEMPTS. */
const refused = (error: unknown): never => {
  if (error instanceof TooManyWatchers) throw trpcErrorOf(domainError('TOO_MANY_ATTEMPTS', error.message));
  throw error;
};

/**
 * Live updates over server-sent events (docs/rules/operations.md), public like the reads they replace: the
 * first event at once, then one per change. A page that goes away aborts `signal`, which ends the
 * stream and frees its place (adapters/live/live-updates.ts).
 */
export const liveProcedures = {
  live: liveStreamProcedure
    .input(gameIdInput)
    .use(liveStreamSlot)
    .subscription(async function* ({ ctx, input, signal }) {
      const aborted = signal ?? new AbortController().signal;
      // A signed-in viewer is one of the game's live players before its first state, and stays one.
      await ctx.viewing([input.id]);
      const viewer = setInterval(() => void ctx.viewing([input.id]), VIEWER_REFRESH_MS);
      try {
        for await (const state of ctx.useCases.liveUpdates.watchGame(input.id, aborted)) {
          yield presentGameOnce(unwrap(state));
        }
      } catch (error) {
        refused(error);
      } finally {
        clearInterval(viewer);
      }
    }),

  /** The newest draws across games (the lobby and /winners play those that arrive while they are open). */
  drawsLive: liveStreamProcedure.use(liveStreamSlot).subscription(async function* ({ ctx, signal }) {
    const aborted = signal ?? new AbortController().signal;
    try {
      for await (const draws of ctx.useCases.liveUpdates.watchDraws(aborted)) yield drawsOnce(draws);
    } catch (error) {
      refused(error);
    }
  }),

  lobbyLive: liveStreamProcedure.use(liveStreamSlot).subscription(async function* ({ ctx, signal }) {
    const aborted = signal ?? new AbortController().signal;
    try {
      for await (const games of ctx.useCases.liveUpdates.watchLobby(aborted)) yield presentLobbyOnce(games);
    } catch (error) {
      refused(error);
    }
  }),
};
