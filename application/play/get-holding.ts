import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository, NumberPool } from '../games';
import { store } from '../shared/tokens';

/** The player's numbers in a game against all claimed ones: "you hold 3 of 41 claimed numbers". */
@injectable()
export class GetHolding {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'findById'>,
    @inject(store('numbers')) private readonly numbers: Pick<NumberPool, 'countHeldBy' | 'countAvailable'>,
  ) {}

  async execute(input: {
    userId: number;
    gameId: number;
  }): Promise<Result<{ held: number; claimed: number }, DomainError>> {
    const game = await this.games.findById(input.gameId);
    if (!game) return err(gameNotFound());
    const [held, left] = await Promise.all([
      this.numbers.countHeldBy(input.userId, input.gameId),
      this.numbers.countAvailable(input.gameId),
    ]);
    return ok({ held, claimed: game.totalNumbers - left });
  }
}
