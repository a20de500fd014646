import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PreferencesStore, UserRepository } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import { type GameView, viewOf } from './game-view';
import { instantPrizesOfGames } from './instant-prize-views';
import type { GameRepository } from './ports/game-repository';
import type { InstantPrizes } from './ports/instant-prizes';
import type { NumberPool } from './ports/number-pool';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';
import type { WinnerRepository } from './ports/winner-repository';
import { findPublicWinner, mayHaveWinner } from './public-winner';

/** One game with its live figures and, once drawn, its public winner, whatever its status. */
export class GetGame {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly clock: Clock,
    private readonly presence: PresenceTracker,
    /** Where a drawn game's winner is read from. */
    private readonly people: {
      users: UserRepository;
      winners: WinnerRepository;
      preferences: PreferencesStore;
      instantPrizes: InstantPrizes;
    },
  ) {}

  async execute(id: number): Promise<Result<GameView, DomainError>> {
    const game = await this.games.findById(id);
    if (!game) return err(gameNotFound());
    const now = this.clock.now();
    const [left, viewers] = await Promise.all([
      this.numbers.countAvailable(id),
      this.presence.countViewers([id], new Date(now.getTime() - PRESENCE_WINDOW_MS)),
    ]);
    const view = viewOf(game, left, now, viewers.get(id) ?? 0);
    const winner = mayHaveWinner(view.status) ? await findPublicWinner(this.people, id) : null;
    const instant = await instantPrizesOfGames(this.people, [view]);
    return ok({ ...view, winner, instantPrizes: instant.get(id) ?? [] });
  }
}
