import { inject, injectable } from 'inversify';
import { clientSeedProblem } from '../../domain/fairness/seeds';
import { type DomainError, domainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameLog } from '../games';
import { store } from '../shared/tokens';

/** The player chooses their client seed (1 to 64 printable ASCII characters); later spins use it. */
@injectable()
export class ChangeClientSeed {
  constructor(@inject(store('fairness')) private readonly fairness: Pick<GameLog, 'setClientSeed'>) {}

  async execute(input: {
    userId: number;
    clientSeed: string;
  }): Promise<Result<{ clientSeed: string }, DomainError>> {
    const problem = clientSeedProblem(input.clientSeed);
    if (problem) return err(invalidInput('clientSeed', problem));
    if (!(await this.fairness.setClientSeed(input.userId, input.clientSeed))) {
      return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    }
    return ok({ clientSeed: input.clientSeed });
  }
}
