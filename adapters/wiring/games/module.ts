import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { CancelGame } from '../../../application/games/cancel-game';
import { CloseGames } from '../../../application/games/close-games';
import { CountPlayersOnline } from '../../../application/games/count-players-online';
import { CreateGame } from '../../../application/games/create-game';
import { DecideMinimums } from '../../../application/games/decide-minimums';
import { DeleteGame } from '../../../application/games/delete-game';
import { GetAvailableNumbers } from '../../../application/games/get-available-numbers';
import { GetGame } from '../../../application/games/get-game';
import { GetGameHistory } from '../../../application/games/get-game-history';
import { GetLiveGame } from '../../../application/games/get-live-game';
import { GetPrizeImage } from '../../../application/games/get-prize-image';
import { GetRecentNumbers } from '../../../application/games/get-recent-numbers';
import { GetSponsor, type Sponsor } from '../../../application/games/get-sponsor';
import { ListAdminGames } from '../../../application/games/list-admin-games';
import { ListGames } from '../../../application/games/list-games';
import { ListParticipants } from '../../../application/games/list-participants';
import { RecordPresence } from '../../../application/games/record-presence';
import { UpdateGame } from '../../../application/games/update-game';
import { RefundGame } from '../../../application/payments/refund-game';
import { DrawWinner } from '../../../application/winners/draw-winner';
import { CachedGetGame } from '../../cache/cached-get-game';
import { CachedListGames } from '../../cache/cached-list-games';
import { CachedGetAvailableNumbers, CachedGetRecentNumbers } from '../../cache/cached-number-reads';
import { GameReadCaches } from '../../cache/game-read-caches';
import { LiveUpdates } from '../../live/live-updates';
import { MAIL_TOKENS } from '../mail/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { SHARED_TOKENS } from '../shared/tokens';
import { GAMES_TOKENS } from './tokens';

/**
 * Games: the lobby's and the game pages' reads (cached, and live), the back office's games and
 * participants, presence, and the closing of ended games. Writes go through the invalidating unit of
 * work (adapters/wiring/shared/module.ts), so each drops the cached reads it affects.
 */
export const gamesModule = (
  sponsor: Sponsor,
  persistence: Pick<Persistence, 'repositories' | 'presence' | 'gameChanges'>,
) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const presence = (ctx: ResolutionContext) => ctx.get(GAMES_TOKENS.presence);
    bind(GAMES_TOKENS.presence).toConstantValue(persistence.presence);
    bind(GAMES_TOKENS.gameChanges).toConstantValue(persistence.gameChanges);
    // The caches also drop what GameChanges reports (the database's NOTIFY), so another process's
    // writes reach them as soon as they commit.
    bind(GAMES_TOKENS.readCaches).toDynamicValue((ctx) => {
      const caches = new GameReadCaches(clock(ctx));
      ctx.get(GAMES_TOKENS.gameChanges).subscribe((change) => caches.drop(change));
      return caches;
    });

    // The public reads, cached over the stores themselves (adapters/cache/).
    const raw = persistence.repositories;
    const caches = (ctx: ResolutionContext) => ctx.get(GAMES_TOKENS.readCaches);
    bind(ListGames).toDynamicValue(
      (ctx) => new CachedListGames(raw.games, raw.numbers, clock(ctx), presence(ctx), caches(ctx), raw),
    );
    bind(GetGame).toDynamicValue(
      (ctx) => new CachedGetGame(raw.games, raw.numbers, clock(ctx), presence(ctx), raw, caches(ctx)),
    );
    bind(GetAvailableNumbers).toDynamicValue(
      (ctx) => new CachedGetAvailableNumbers(raw.games, raw.numbers, caches(ctx)),
    );
    bind(GetRecentNumbers).toDynamicValue(
      (ctx) => new CachedGetRecentNumbers(raw.games, raw.numbers, caches(ctx)),
    );

    // The live feeds read uncached: a feed is computed once per change, and must not read a cached
    // answer that the same change has not dropped yet (listeners of one change run in no promised order).
    bind(GetLiveGame).toDynamicValue((ctx) => {
      const r = repos(ctx);
      const game = new GetGame(r.games, r.numbers, clock(ctx), presence(ctx), r);
      return new GetLiveGame(game, new GetRecentNumbers(r.games, r.numbers), r.fairness);
    });
    bind(GAMES_TOKENS.liveUpdates).toDynamicValue((ctx) => {
      const r = repos(ctx);
      const lobby = new ListGames(r.games, r.numbers, clock(ctx), presence(ctx), r);
      const liveGame = ctx.get(GetLiveGame);
      return new LiveUpdates(
        ctx.get(GAMES_TOKENS.gameChanges),
        (gameId) => liveGame.execute(gameId),
        () => lobby.execute(),
        ctx.get(SHARED_TOKENS.logger).child({ component: 'live' }),
      );
    });

    bind(RecordPresence).toDynamicValue((ctx) => new RecordPresence(presence(ctx), clock(ctx)));
    bind(CountPlayersOnline).toDynamicValue((ctx) => new CountPlayersOnline(presence(ctx), clock(ctx)));
    bind(GetSponsor).toConstantValue(new GetSponsor(sponsor));
    bind(GetGameHistory).toDynamicValue((ctx) => new GetGameHistory(repos(ctx).numbers));

    // The back office's games.
    bind(CreateGame).toDynamicValue(
      (ctx) =>
        new CreateGame(uow(ctx), clock(ctx), ctx.get(SETTINGS_TOKENS.settings), ctx.get(MAIL_TOKENS.links)),
    );
    bind(UpdateGame).toDynamicValue(
      (ctx) => new UpdateGame(uow(ctx), clock(ctx), ctx.get(SETTINGS_TOKENS.settings)),
    );
    bind(DeleteGame).toDynamicValue((ctx) => new DeleteGame(uow(ctx), clock(ctx)));
    // Cancelling a game refunds every paid claim (RefundGame, bound by the payments module).
    bind(CancelGame).toDynamicValue((ctx) => new CancelGame(uow(ctx), ctx.get(RefundGame), clock(ctx)));
    bind(DecideMinimums).toDynamicValue(
      (ctx) => new DecideMinimums(uow(ctx), ctx.get(RefundGame), clock(ctx)),
    );
    bind(GetPrizeImage).toDynamicValue((ctx) => new GetPrizeImage(repos(ctx).games, repos(ctx).images));
    bind(ListAdminGames).toDynamicValue((ctx) => {
      const r = repos(ctx);
      return new ListAdminGames(r.games, r.numbers, r.entries, r.winners, r.closings, clock(ctx), r);
    });
    bind(ListParticipants).toDynamicValue((ctx) => new ListParticipants(repos(ctx), clock(ctx)));
    // Ended or sold-out games close once (adapters/loops/closing-loop.ts), drawn when automaticDraw is on.
    bind(CloseGames).toDynamicValue(
      (ctx) =>
        new CloseGames(
          uow(ctx),
          ctx.get(SETTINGS_TOKENS.settings),
          ctx.get(DrawWinner),
          clock(ctx),
          ctx.get(SHARED_TOKENS.logger).child({ component: 'closing' }),
          ctx.get(DecideMinimums),
        ),
    );
  });

/** The games feature's slice of UseCases. */
export const gamesUseCases = (container: Container) => ({
  listGames: container.get(ListGames),
  getGame: container.get(GetGame),
  getAvailableNumbers: container.get(GetAvailableNumbers),
  getRecentNumbers: container.get(GetRecentNumbers),
  liveUpdates: container.get(GAMES_TOKENS.liveUpdates),
  recordPresence: container.get(RecordPresence),
  countPlayersOnline: container.get(CountPlayersOnline),
  getSponsor: container.get(GetSponsor),
  getGameHistory: container.get(GetGameHistory),
  createGame: container.get(CreateGame),
  updateGame: container.get(UpdateGame),
  deleteGame: container.get(DeleteGame),
  cancelGame: container.get(CancelGame),
  getPrizeImage: container.get(GetPrizeImage),
  listAdminGames: container.get(ListAdminGames),
  listParticipants: container.get(ListParticipants),
  closeGames: container.get(CloseGames),
});

export type GamesUseCases = ReturnType<typeof gamesUseCases>;
