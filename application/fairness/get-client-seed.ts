import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameLog } from '../games';
import { store } from '../shared/tokens';

/** The player's client seed (docs/rules/fairness.md, Seeds and the commitment): what their next spins' picks mix in. */
@injectable()
export class GetClientSeed {
  constructor(@inject(store('fairness')) private readonly fairness: Pick<GameLog, 'clientSeed'>) {}

  async execute(userId: number): Promise<Result<{ clientSeed: string }, DomainError>> {
    const clientSeed = await this.fairness.clientSeed(userId);
    if (clientSeed === null) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    return ok({ clientSeed });
  }
}
