import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { JsonValue } from '../../domain/terms/canonical-json';
import { TERMS_RECORDED_SINCE, type TermsAnswer } from '../../domain/terms/terms-answer';
import { REPOSITORIES } from '../shared/tokens';
import type { GameRepository } from './ports/game-repository';
import type { GameTerms } from './ports/game-terms';

/** The stores it reads. */
type Stores = { games: GameRepository; terms: GameTerms };

/**
 * Every version of a game's terms, oldest first, each with its time, hash and document
 * (docs/rules/fairness.md, Terms); an empty list for a game opened before terms were recorded.
 */
@injectable()
export class GetGameTerms {
  constructor(@inject(REPOSITORIES) private readonly repos: Stores) {}

  async execute(gameId: number): Promise<Result<TermsAnswer, DomainError>> {
    const game = await this.repos.games.findById(gameId);
    if (!game) return err(gameNotFound());
    const versions = await this.repos.terms.list(gameId);
    return ok({
      gameId,
      recordedSince: TERMS_RECORDED_SINCE,
      versions: versions.map((v) => ({
        version: v.version,
        at: v.at.toISOString(),
        hash: v.hash,
        document: v.document as JsonValue,
      })),
    });
  }
}
