import { ContainerModule, type Newable } from 'inversify';
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
import { injected, port, SHARED_TOKENS, store } from '../shared/tokens';
import { GAMES_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow, settings } = SHARED_TOKENS;
const { readCaches, liveUpdates } = GAMES_TOKENS;
const [presence, gameChanges, raw] = [port('presence'), port('gameChanges'), port('repositories')];
const classes = {
  recordPresence: injected(RecordPresence, presence, clock),
  countPlayersOnline: injected(CountPlayersOnline, presence, clock),
  getGameHistory: injected(GetGameHistory, store('numbers')),
  // The back office's games. Cancelling a game refunds every paid claim (RefundGame, bound by payments).
  createGame: injected(CreateGame, uow, clock, settings, MAIL_TOKENS.links),
  updateGame: injected(UpdateGame, uow, clock, settings),
  deleteGame: injected(DeleteGame, uow, clock),
  cancelGame: injected(CancelGame, uow, RefundGame, clock),
  getPrizeImage: injected(GetPrizeImage, store('games'), store('images')),
  listParticipants: injected(ListParticipants, repos, clock),
};
const internal = [injected(DecideMinimums, uow, RefundGame, clock)];

export const gamesUseCases = {
  ...classes,
  listGames: ListGames,
  getGame: GetGame,
  getAvailableNumbers: GetAvailableNumbers,
  getRecentNumbers: GetRecentNumbers,
  liveUpdates,
  getSponsor: GetSponsor,
  listAdminGames: ListAdminGames,
  closeGames: CloseGames,
};

/** Games: the public reads (cached, and live), the back office's games, presence, the closing of games. */
export const gamesModule = (sponsor: Sponsor) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of [...Object.values(classes), ...internal] as Newable[]) bind(useCase).toSelf();
    bind(GetSponsor).toConstantValue(new GetSponsor(sponsor));
    // The caches also drop what another process commits (GameChanges: the database's NOTIFY).
    bind(readCaches).toResolvedValue(
      (now, changes) => {
        const caches = new GameReadCaches(now);
        changes.subscribe((change) => caches.drop(change));
        return caches;
      },
      [clock, gameChanges],
    );

    // The public reads, cached over the persistence's own stores (adapters/cache/).
    bind(ListGames).toResolvedValue(
      (r, now, players, caches) => new CachedListGames(r.games, r.numbers, now, players, caches, r),
      [raw, clock, presence, readCaches],
    );
    bind(GetGame).toResolvedValue(
      (r, now, players, caches) => new CachedGetGame(r.games, r.numbers, now, players, r, caches),
      [raw, clock, presence, readCaches],
    );
    bind(GetAvailableNumbers).toResolvedValue(
      (r, c) => new CachedGetAvailableNumbers(r.games, r.numbers, c),
      [raw, readCaches],
    );
    bind(GetRecentNumbers).toResolvedValue(
      (r, c) => new CachedGetRecentNumbers(r.games, r.numbers, c),
      [raw, readCaches],
    );

    // The live feeds read uncached: computed once per change, they must not read a cached answer that
    // the same change has not dropped yet (listeners of one change run in no promised order).
    bind(GetLiveGame).toResolvedValue(
      (r, now, players) =>
        new GetLiveGame(
          new GetGame(r.games, r.numbers, now, players, r),
          new GetRecentNumbers(r.games, r.numbers),
          r.fairness,
        ),
      [repos, clock, presence],
    );
    bind(liveUpdates).toResolvedValue(
      (r, now, players, liveGame, changes, log) => {
        const lobby = new ListGames(r.games, r.numbers, now, players, r);
        const component = log.child({ component: 'live' });
        return new LiveUpdates(
          changes,
          (id) => liveGame.execute(id),
          () => lobby.execute(),
          component,
        );
      },
      [repos, clock, presence, GetLiveGame, gameChanges, logger],
    );
    bind(ListAdminGames).toResolvedValue(
      (r, now) => new ListAdminGames(r.games, r.numbers, r.entries, r.winners, r.closings, now, r),
      [repos, clock],
    );
    // Ended or sold-out games close once (adapters/loops/closing-loop.ts), drawn when automaticDraw is on.
    bind(CloseGames).toResolvedValue(
      (u, s, draw, now, log, minimums) =>
        new CloseGames(u, s, draw, now, log.child({ component: 'closing' }), minimums),
      [uow, settings, DrawWinner, clock, logger, DecideMinimums],
    );
  });
