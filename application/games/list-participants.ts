import { inject, injectable } from 'inversify';
import { gameStatus } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, REPOSITORIES } from '../shared/tokens';
import type { GameEntries, GameEntry } from './ports/game-entries';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';

/** A game's participant list (docs/rules/winners.md, Manual pick), before the edge names its fields. */
export interface Participants {
  gameName: string;
  /** Distinct players with a settled entry. */
  totalParticipants: number;
  /** Ended or sold out. */
  gameCompleted: boolean;
  hasWinner: boolean;
  /** One per settled entry (a player with two numbers appears twice), in the order they settled. */
  entries: (GameEntry & { isWinner: boolean })[];
}

/** The game's participants for the select-winner dialog: settled entries only, paid and free. */
@injectable()
export class ListParticipants {
  constructor(
    @inject(REPOSITORIES)
    private readonly repos: {
      games: GameRepository;
      numbers: NumberPool;
      winners: WinnerRepository;
      entries: GameEntries;
    },
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<Participants, DomainError>> {
    const game = await this.repos.games.findById(gameId);
    if (!game) return err(gameNotFound());
    const [entries, winner, left] = await Promise.all([
      this.repos.entries.listSettled(gameId),
      this.repos.winners.findByGame(gameId),
      this.repos.numbers.countAvailable(gameId),
    ]);
    const status = gameStatus(game, left, this.clock.now());
    return ok({
      gameName: game.name,
      totalParticipants: new Set(entries.map((e) => e.userId)).size,
      gameCompleted: status === 'ended' || status === 'complete',
      hasWinner: winner !== null,
      entries: entries.map((e) => ({
        ...e,
        isWinner: winner !== null && winner.userId === e.userId && winner.number === e.number,
      })),
    });
  }
}
