import type { GameRepository, LockedGame } from '../../application/ports/game-repository';
import { freeRangeOf } from '../../domain/free-play-policy';
import type { Game, GameDraft } from '../../domain/game';
import { type Changes, type InMemoryStore, setEntry } from './in-memory-store';

export class InMemoryGameRepository implements GameRepository {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async create(draft: GameDraft): Promise<Game> {
    checkDraft(draft);
    if ([...this.store.games.values()].some((entry) => entry.game.code === draft.code)) {
      throw new Error(`Game code ${draft.code} already exists`);
    }
    const game: Game = { ...draft, id: this.store.nextGameId++, createdAt: new Date() };
    setEntry(this.store.games, game.id, { game, spinSequence: 0, taken: new Set() }, this.changes);
    return { ...game };
  }

  async findById(id: number): Promise<Game | null> {
    const entry = this.store.games.get(id);
    return entry ? { ...entry.game } : null;
  }

  async list(): Promise<Game[]> {
    return [...this.store.games.values()]
      .map((entry) => ({ ...entry.game }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  /** Holding the lock is the caller's unit of work: InMemoryUnitOfWork runs one at a time. */
  async lockForSpin(id: number): Promise<LockedGame | null> {
    const entry = this.store.games.get(id);
    if (!entry) return null;
    entry.spinSequence += 1;
    this.changes?.record(() => {
      entry.spinSequence -= 1;
    });
    const { game, taken } = entry;
    const range = freeRangeOf(game);
    let freeTaken = 0;
    if (range) for (const n of taken) if (n >= range.from && n <= range.to) freeTaken++;
    return {
      game: { ...game },
      spinSequence: entry.spinSequence,
      numbersLeft: game.totalNumbers - taken.size,
      freeNumbersLeft: range ? range.to - range.from + 1 - freeTaken : 0,
    };
  }
}

/** The CHECK constraints of the games table. */
function checkDraft(d: GameDraft): void {
  const valid =
    Number.isInteger(d.totalNumbers) &&
    d.totalNumbers >= 1 &&
    d.totalNumbers <= 10_000 &&
    Number.isSafeInteger(d.prizeValueCents) &&
    d.prizeValueCents >= 0 &&
    d.freePlayStart >= 1 &&
    d.endTime > d.startTime;
  if (!valid) throw new Error('Game violates a check constraint');
}
