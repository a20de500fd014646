import type { GameTerms, StoredTerms } from '../../../application/games/ports/game-terms';
import type { Changes, InMemoryStore } from '../in-memory-store';

/** The versions of each game's terms, like the game_terms table. */
export class InMemoryGameTerms implements GameTerms {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async list(gameId: number): Promise<StoredTerms[]> {
    return (this.store.gameTerms.get(gameId) ?? []).map((terms) => structuredClone(terms));
  }

  async add(gameId: number, terms: StoredTerms): Promise<void> {
    if (!this.store.games.has(gameId)) throw new Error(`no game ${gameId}`);
    const versions = this.store.gameTerms.get(gameId) ?? [];
    if (versions.some((v) => v.version === terms.version))
      throw new Error(`game ${gameId} already has terms version ${terms.version}`);
    this.store.gameTerms.set(gameId, versions);
    versions.push(structuredClone(terms));
    this.changes?.record(() => versions.pop());
  }
}
