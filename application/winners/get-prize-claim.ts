import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import { type PrizeClaimView, viewOf } from './claim-view';
import type { PrizeClaims } from './ports/prize-claims';

const CLAIM_NOT_FOUND_MESSAGE = 'Claim not found';
export const claimNotFound = (): DomainError => domainError('NOT_FOUND', CLAIM_NOT_FOUND_MESSAGE);

/** The claim page: only its winner may read it; anyone else learns nothing (not found). */
@injectable()
export class GetPrizeClaim {
  constructor(
    @inject(store('prizeClaims')) private readonly claims: Pick<PrizeClaims, 'find'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { winnerId: number; userId: number }): Promise<Result<PrizeClaimView, DomainError>> {
    const claim = await this.claims.find(input.winnerId);
    if (!claim || claim.userId !== input.userId) return err(claimNotFound());
    return ok(viewOf(claim, this.clock.now()));
  }
}
