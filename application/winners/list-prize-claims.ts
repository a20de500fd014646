import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { isClaimStatus } from '../../domain/winners/prize-claim';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import { listingViewOf, type PrizeClaimListingView } from './claim-view';
import type { ClaimFilter, PrizeClaims } from './ports/prize-claims';

/** The Winners tab's claims, newest notice first, filtered by status and game; TINs masked. */
@injectable()
export class ListPrizeClaims {
  constructor(
    @inject(store('prizeClaims')) private readonly claims: Pick<PrizeClaims, 'list'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    status?: unknown;
    gameId?: number;
  }): Promise<Result<PrizeClaimListingView[], DomainError>> {
    const filter: ClaimFilter = {};
    if (input.status !== undefined && input.status !== '') {
      if (!isClaimStatus(input.status)) return err(invalidInput('status', 'Unknown claim status'));
      filter.status = input.status;
    }
    if (input.gameId !== undefined) filter.gameId = input.gameId;
    const now = this.clock.now();
    return ok((await this.claims.list(filter)).map((claim) => listingViewOf(claim, now)));
  }
}
