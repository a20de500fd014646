import { standingInstantPrizes } from '../../domain/games/instant-prizes';
import type { PreferencesStore, UserRepository } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import { type GameView, viewOf } from './game-view';
import { instantPrizesOfGames } from './instant-prize-views';
import type { GameClosings } from './ports/game-closings';
import type { ClaimCounts, GameEntries } from './ports/game-entries';
import type { GameRepository } from './ports/game-repository';
import type { InstantPrizes } from './ports/instant-prizes';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';

/** A game as the back office lists it: its live figures, its entries and whether it has a winner. */
export interface AdminGameView extends GameView {
  claims: ClaimCounts;
  hasWinner: boolean;
  /** Its completion e-mails were sent (they go once per game). */
  completionMailed: boolean;
  /** Its instant prizes already won: they stand if the game is cancelled (the cancel dialog says so). */
  instantPrizesWon: number;
}

/** Every game not archived, whatever its status (ended and complete games too), newest first. */
export class ListAdminGames {
  constructor(
    private readonly games: Pick<GameRepository, 'list'>,
    private readonly numbers: Pick<NumberPool, 'countAvailableByGame'>,
    private readonly entries: GameEntries,
    private readonly winners: Pick<WinnerRepository, 'list'>,
    private readonly closings: Pick<GameClosings, 'completionMailed'>,
    private readonly clock: Clock,
    /** Where the games' instant prizes and their winners are read from. */
    private readonly people?: {
      users: UserRepository;
      preferences: PreferencesStore;
      instantPrizes: InstantPrizes;
    },
  ) {}

  async execute(): Promise<AdminGameView[]> {
    const games = await this.games.list();
    const ids = games.map((game) => game.id);
    const [left, counts, winners, mailed] = await Promise.all([
      this.numbers.countAvailableByGame(ids),
      this.entries.claimCounts(ids),
      this.winners.list(),
      this.closings.completionMailed(ids),
    ]);
    const won = new Set(winners.map((w) => w.gameId));
    const now = this.clock.now();
    const views = games.map((game) => viewOf(game, left.get(game.id) ?? 0, now));
    const instant = this.people ? await instantPrizesOfGames(this.people, views) : new Map();
    return games.map((game, index) => ({
      ...(views[index] as GameView),
      instantPrizes: instant.get(game.id) ?? [],
      instantPrizesWon: standingInstantPrizes(instant.get(game.id) ?? []).length,
      claims: counts.get(game.id) ?? { total: 0, unsettled: 0, settled: 0, players: 0 },
      hasWinner: won.has(game.id),
      completionMailed: mailed.has(game.id),
    }));
  }
}
