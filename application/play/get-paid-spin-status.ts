import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, type Result } from '../../domain/shared/result';
import type { InstantPrizes, NumberPool } from '../games';
import { answerOf, type PaidSpin, type PaymentLedger } from '../payments';
import { REPOSITORIES } from '../shared/tokens';

/**
 * What a paid spin's request answers now, read-only: the client polls this while a charge is being
 * confirmed instead of sending the spin again. Only the player who made the request can read it.
 */
@injectable()
export class GetPaidSpinStatus {
  constructor(
    @inject(REPOSITORIES)
    private readonly repos: { numbers: NumberPool; payments: PaymentLedger; instantPrizes: InstantPrizes },
  ) {}

  async execute(input: { userId: number; requestId: string }): Promise<Result<PaidSpin, DomainError>> {
    const claim = await this.repos.numbers.findByRequestId(input.userId, input.requestId);
    if (!claim) return err(domainError('NOT_FOUND', 'No paid spin with this request id'));
    return answerOf(claim, this.repos.payments, this.repos.instantPrizes);
  }
}
