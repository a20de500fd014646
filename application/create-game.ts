import type { DomainError } from '../domain/errors';
import { draftGame, type Game, type GameInput } from '../domain/game';
import type { Result } from '../domain/result';
import { ok } from '../domain/result';
import type { Clock } from './ports/clock';
import type { GameRepository } from './ports/game-repository';

/** Opens a new game with its full pool of numbers. */
export class CreateGame {
  constructor(
    private readonly games: GameRepository,
    private readonly clock: Clock,
  ) {}

  /** Codes come from the creation time; two games in one millisecond still get distinct codes. */
  private lastCodeMs = 0;

  async execute(input: GameInput): Promise<Result<Game, DomainError>> {
    const now = this.clock.now();
    this.lastCodeMs = Math.max(now.getTime(), this.lastCodeMs + 1);
    const draft = draftGame(input, now, this.lastCodeMs);
    if (!draft.ok) return draft;
    return ok(await this.games.create(draft.value));
  }
}
