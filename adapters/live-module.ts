import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { GetGame } from '../application/games/get-game';
import { GetLiveGame } from '../application/games/get-live-game';
import { GetRecentNumbers } from '../application/games/get-recent-numbers';
import { ListGames } from '../application/games/list-games';
import type { GameChanges } from '../application/games/ports/game-changes';
import { LiveUpdates } from './live/live-updates';
import { TOKENS } from './tokens';

/** The game-change stream of a persistence: listening before the server serves, closed with it. */
export interface GameChangeSource extends GameChanges {
  start(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_TOKENS = {
  liveUpdates: Symbol('LiveUpdates') as ServiceIdentifier<LiveUpdates>,
} as const;

/**
 * Live updates (issue 14 item 4): GameChanges bound to the persistence's stream (PostgreSQL or PGlite
 * LISTEN, or the in-memory adapters' writes), and the feeds the tRPC subscriptions read. The lobby's
 * feed is computed uncached: it runs once per change, and must see another process's writes at once.
 */
export const liveModule = (gameChanges: GameChanges) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.gameChanges).toConstantValue(gameChanges);
    // Uncached reads: a feed is computed once per change, and must not read a cached answer that the
    // same change has not dropped yet (listeners of one change run in no promised order).
    bind(GetLiveGame).toDynamicValue((ctx) => {
      const repos = ctx.get(TOKENS.repositories);
      const game = new GetGame(
        repos.games,
        repos.numbers,
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.presence),
        repos,
      );
      return new GetLiveGame(game, new GetRecentNumbers(repos.games, repos.numbers), repos.fairness);
    });
    bind(LIVE_TOKENS.liveUpdates).toDynamicValue((ctx) => {
      const repos = ctx.get(TOKENS.repositories);
      const lobby = new ListGames(
        repos.games,
        repos.numbers,
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.presence),
      );
      const liveGame = ctx.get(GetLiveGame);
      return new LiveUpdates(
        ctx.get(TOKENS.gameChanges),
        (gameId) => liveGame.execute(gameId),
        () => lobby.execute(),
        ctx.get(TOKENS.logger).child({ component: 'live' }),
      );
    });
  });
