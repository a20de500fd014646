import {
  GameCodeTaken,
  type GameRepository,
  type LockedGame,
} from '../../../application/games/ports/game-repository';
import type { Game, GameDraft } from '../../../domain/games/game';
import type { GameRevision } from '../../../domain/games/game-revision';
import { numberTermsOf } from '../../../domain/games/game-types';
import {
  type Changes,
  deleteEntry,
  type GameEntry,
  gameChanged,
  type InMemoryStore,
  setEntry,
} from '../in-memory-store';

export class InMemoryGameRepository implements GameRepository {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async create(draft: GameDraft): Promise<Game> {
    checkDraft(draft);
    if ([...this.store.games.values()].some((entry) => entry.game.code === draft.code)) {
      throw new GameCodeTaken(draft.code);
    }
    const game: Game = {
      ...draft,
      id: this.store.nextGameId++,
      createdAt: new Date(),
      closedAt: null,
      cancelledAt: null,
      cancelReason: null,
      minimumToRun: draft.minimumToRun ?? null,
      maxEntriesPerPlayer: draft.maxEntriesPerPlayer ?? null,
    };
    const entry: GameEntry = { game, spinSequence: 0, taken: new Set<number>(), terms: numberTermsOf(game) };
    setEntry(this.store.games, game.id, entry, this.changes);
    gameChanged(this.store, game.id, this.changes);
    return { ...game };
  }

  async findById(id: number): Promise<Game | null> {
    const entry = this.live(id);
    return entry ? this.read(entry) : null;
  }

  async codeTaken(code: string): Promise<boolean> {
    return [...this.store.games.values()].some((entry) => entry.game.code === code);
  }

  async list(): Promise<Game[]> {
    return [...this.store.games.values()]
      .filter((entry) => entry.archivedAt === undefined)
      .map((entry) => this.read(entry))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  /** Holding the lock is the caller's unit of work: InMemoryUnitOfWork runs one at a time. */
  async lockForSpin(id: number): Promise<LockedGame | null> {
    const entry = this.live(id);
    if (!entry) return null;
    entry.spinSequence += 1;
    this.changes?.record(() => {
      entry.spinSequence -= 1;
    });
    const { game, taken, terms } = entry;
    const freeNumbersLeft = terms.filter((t, i) => t.free && !taken.has(i + 1)).length;
    return {
      game: this.read(entry),
      spinSequence: entry.spinSequence,
      numbersLeft: game.totalNumbers - taken.size,
      freeNumbersLeft,
    };
  }

  async lock(id: number): Promise<Game | null> {
    return this.findById(id);
  }

  /**
   * Like the SQL: numbers beyond the total go (refused while a claim holds one), missing ones come,
   * and every number takes the terms its game type gives it now.
   */
  async update(id: number, revision: GameRevision): Promise<Game | null> {
    const entry = this.live(id);
    if (!entry) return null;
    const game: Game = { ...entry.game, ...revision };
    checkDraft(game);
    const claimed = [...this.store.claims.values()].some(
      (c) => c.gameId === id && c.number > revision.totalNumbers,
    );
    if (claimed) throw new Error(`a claim of game ${id} refers to a number beyond ${revision.totalNumbers}`);
    const taken = new Set([...entry.taken].filter((n) => n <= revision.totalNumbers));
    setEntry(this.store.games, id, { ...entry, game, taken, terms: numberTermsOf(game) }, this.changes);
    gameChanged(this.store, id, this.changes);
    return { ...game };
  }

  async close(id: number, at: Date, drawAt?: Date): Promise<Game | null> {
    const entry = this.live(id);
    if (!entry) return null;
    const { endTime, closedAt } = entry.game;
    const game: Game = {
      ...entry.game,
      closedAt: closedAt ?? at,
      ...(entry.game.drawAt || drawAt ? { drawAt: entry.game.drawAt ?? drawAt } : {}),
      endTime: endTime <= at || at <= entry.game.startTime ? endTime : at,
    };
    setEntry(this.store.games, id, { ...entry, game }, this.changes);
    gameChanged(this.store, id, this.changes);
    return { ...game };
  }

  async setImageUrl(id: number, url: string | null): Promise<void> {
    const entry = this.store.games.get(id);
    if (entry)
      setEntry(this.store.games, id, { ...entry, game: { ...entry.game, prizeImageUrl: url } }, this.changes);
    gameChanged(this.store, id, this.changes);
  }

  async archive(id: number, at: Date): Promise<boolean> {
    const entry = this.live(id);
    if (!entry) return false;
    setEntry(this.store.games, id, { ...entry, archivedAt: at }, this.changes);
    gameChanged(this.store, id, this.changes);
    return true;
  }

  /** Refused, like the foreign keys, while a claim or a winner refers to the game. */
  async delete(id: number): Promise<boolean> {
    if (!this.store.games.has(id)) return false;
    const referred =
      [...this.store.claims.values()].some((c) => c.gameId === id) || this.store.winners.has(id);
    if (referred) throw new Error(`game ${id} is referred to by claims or a winner`);
    deleteEntry(this.store.games, id, this.changes);
    gameChanged(this.store, id, this.changes);
    deleteEntry(this.store.images, id, this.changes);
    return true;
  }

  async cancel(id: number, at: Date, reason: string): Promise<Game | null> {
    const entry = this.live(id);
    if (!entry || entry.game.cancelledAt != null || this.store.winners.has(id)) return null;
    const game: Game = {
      ...entry.game,
      cancelledAt: at,
      cancelReason: reason,
      closedAt: entry.game.closedAt ?? at,
    };
    setEntry(this.store.games, id, { ...entry, game }, this.changes);
    gameChanged(this.store, id, this.changes);
    return { ...game };
  }

  async listMinimumDue(now: Date, limit: number): Promise<number[]> {
    return [...this.store.games.entries()]
      .filter(
        ([, e]) => e.archivedAt === undefined && e.game.minimumToRun && e.minimumDecidedAt === undefined,
      )
      .filter(([, e]) => e.game.cancelledAt == null)
      .filter(([, e]) => e.game.endTime.getTime() <= now.getTime() || e.taken.size >= e.game.totalNumbers)
      .sort(([a, x], [b, y]) => x.game.endTime.getTime() - y.game.endTime.getTime() || a - b)
      .slice(0, limit)
      .map(([id]) => id);
  }

  async decideMinimum(id: number, at: Date, endTime: Date | null): Promise<boolean> {
    const entry = this.store.games.get(id);
    if (!entry || entry.minimumDecidedAt !== undefined) return false;
    const game: Game = { ...entry.game, endTime: endTime ?? entry.game.endTime };
    setEntry(this.store.games, id, { ...entry, game, minimumDecidedAt: at }, this.changes);
    gameChanged(this.store, id, this.changes);
    return true;
  }

  /**
   * The game as stored, with when its last number was taken while none is available, as the games
   * table's trigger keeps it (games-sold-out.sql): the newest claim holding a number.
   */
  private read(entry: GameEntry): Game {
    if (entry.taken.size < entry.game.totalNumbers) return { ...entry.game };
    let soldOutAt: Date | null = null;
    for (const c of this.store.claims.values()) {
      if (c.gameId !== entry.game.id || c.status === 'released') continue;
      if (!soldOutAt || c.createdAt > soldOutAt) soldOutAt = c.createdAt;
    }
    return soldOutAt ? { ...entry.game, soldOutAt } : { ...entry.game };
  }

  private live(id: number): GameEntry | undefined {
    const entry = this.store.games.get(id);
    return entry && entry.archivedAt === undefined ? entry : undefined;
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
