import type { GameTerms, StoredTerms } from '../../../application/games/ports/game-terms';
import type { TermsDocument } from '../../../domain/terms/terms-document';
import type { Queryable } from '../queryable';

/** The game_terms table (migration 052_game_terms.sql). */
export class PostgresGameTerms implements GameTerms {
  constructor(private readonly sql: Queryable) {}

  async list(gameId: number): Promise<StoredTerms[]> {
    const rows = await this.sql<{ version: number; at: Date; hash: string; document: TermsDocument }[]>`
      SELECT version, at, hash, document FROM game_terms WHERE game_id = ${gameId} ORDER BY version`;
    return rows.map((row) => ({ version: row.version, at: row.at, hash: row.hash, document: row.document }));
  }

  async add(gameId: number, terms: StoredTerms): Promise<void> {
    await this.sql`
      INSERT INTO game_terms (game_id, version, at, hash, document)
      VALUES (${gameId}, ${terms.version}, ${terms.at}, ${terms.hash}, (${JSON.stringify(terms.document)}::text)::jsonb)`;
  }
}
