import { ContainerModule } from 'inversify';
import { CloseGames } from '../../../application/games/close-games';
import { DecideMinimums } from '../../../application/games/decide-minimums';
import { GetAvailableNumbers } from '../../../application/games/get-available-numbers';
import { GetDrawEvent } from '../../../application/games/get-draw-event';
import { GetGame } from '../../../application/games/get-game';
import { GetLiveGame } from '../../../application/games/get-live-game';
import { GetRecentNumbers } from '../../../application/games/get-recent-numbers';
import { GetSponsor, type Sponsor } from '../../../application/games/get-sponsor';
import { ListAdminGames } from '../../../application/games/list-admin-games';
import { ListGames } from '../../../application/games/list-games';
import { ListRecentDraws } from '../../../application/games/list-recent-draws';
import { GAME_REFUNDS } from '../../../application/games/tokens';
import { RefundGame } from '../../../application/payments/refund-game';
import { DrawWinner } from '../../../application/winners/draw-winner';
import { CachedGetGame } from '../../cache/cached-get-game';
import { CachedListGames } from '../../cache/cached-list-games';
import { CachedGetAvailableNumbers, CachedGetRecentNumbers } from '../../cache/cached-number-reads';
import { GameReadCaches } from '../../cache/game-read-caches';
import { LiveUpdates } from '../../live/live-updates';
import { port, SHARED_TOKENS } from '../shared/tokens';
import { GAMES_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow, settings } = SHARED_TOKENS;
const { readCaches, liveUpdates } = GAMES_TOKENS;
const [presence, gameChanges, raw] = [port('presence'), port('gameChanges'), port('repositories')];
const publicReads = port('publicReads');

/** Games: the public reads (cached, and live), the back office's games, presence, the closing of games. */
export const gamesModule = (sponsor: Sponsor) =>
  new ContainerModule(({ bind }) => {
    bind(GAME_REFUNDS).toService(RefundGame);
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

    // The public reads, cached (adapters/cache/), read through publicReads (the standby, if fresh).
    bind(ListGames).toResolvedValue(
      (r, now, players, caches, reads) => new CachedListGames(r, now, players, caches, reads),
      [raw, clock, presence, readCaches, publicReads],
    );
    bind(GetGame).toResolvedValue(
      (r, now, players, caches, reads) => new CachedGetGame(r, now, players, caches, reads),
      [raw, clock, presence, readCaches, publicReads],
    );
    bind(GetAvailableNumbers).toResolvedValue(
      (r, caches, reads) => new CachedGetAvailableNumbers(r, caches, reads),
      [raw, readCaches, publicReads],
    );
    bind(GetRecentNumbers).toResolvedValue(
      (r, caches, reads) => new CachedGetRecentNumbers(r, caches, reads),
      [raw, readCaches, publicReads],
    );

    // The live feeds read uncached, on the primary: computed once per change, they must not read a cached
    // answer that the same change has not dropped yet (listeners of one change run in no promised order).
    bind(GetDrawEvent).toResolvedValue((r) => new GetDrawEvent(r.games, r.fairness, r), [repos]);
    bind(GetLiveGame).toResolvedValue(
      (r, now, players, draws) =>
        new GetLiveGame(
          new GetGame(r.games, r.numbers, now, players, r),
          new GetRecentNumbers(r.games, r.numbers),
          r.fairness,
          draws,
        ),
      [repos, clock, presence, GetDrawEvent],
    );
    bind(liveUpdates).toResolvedValue(
      (r, now, players, liveGame, changes, log, drawEvent) => {
        const lobby = new ListGames(r.games, r.numbers, now, players, r);
        const draws = new ListRecentDraws(r.fairness, drawEvent, now);
        return new LiveUpdates(
          changes,
          {
            liveGame: (id) => liveGame.execute(id),
            lobby: () => lobby.execute(),
            draws: () => draws.execute(),
          },
          log.child({ component: 'live' }),
        );
      },
      [repos, clock, presence, GetLiveGame, gameChanges, logger, GetDrawEvent],
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
