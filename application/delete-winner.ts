import type { DomainError } from '../domain/errors';
import { domainError } from '../domain/errors';
import { err, ok, type Result } from '../domain/result';
import type { WinnerRepository } from './ports/winner-repository';

/** Removes a win record (the game may then get a winner again); its claims and ledger stay. */
export class DeleteWinner {
  constructor(private readonly winners: Pick<WinnerRepository, 'delete'>) {}

  async execute(winnerId: number): Promise<Result<void, DomainError>> {
    if (!(await this.winners.delete(winnerId))) return err(domainError('NOT_FOUND', 'Winner not found'));
    return ok(undefined);
  }
}
