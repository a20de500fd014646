import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { listingViewOf, type PrizeClaimListingView } from './claim-view';
import { type ClaimsQuery, claimFilterOf } from './list-prize-claims';
import type { PrizeClaims } from './ports/prize-claims';
import type { SelectingAdmin } from './winner-choice';

/** The stores it uses, bound to one transaction. */
type Stores = { events: EventLog; prizeClaims: PrizeClaims };

/**
 * The Winners tab's CSV: every claim the filters select, with the shipping address and phone of the
 * accepted ones (the presenter leaves them out of any other). The download is recorded in the
 * activity list before it is given, as the tax export's is.
 */
@injectable()
export class ExportPrizeClaims {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    input: Omit<ClaimsQuery, 'page'> & { admin: SelectingAdmin },
  ): Promise<Result<PrizeClaimListingView[], DomainError>> {
    const filter = claimFilterOf(input);
    if (!filter.ok) return filter;
    const now = this.clock.now();
    const claims = await this.uow.run(async (tx) => {
      await tx.events.record({
        kind: 'admin_action',
        userId: null,
        adminId: input.admin.id,
        gameId: null,
        number: null,
        amountCents: null,
        action: 'Downloaded the prize claims export with shipping addresses',
        at: now,
      });
      return tx.prizeClaims.list(filter.value);
    });
    return ok(claims.map((claim) => listingViewOf(claim, now)));
  }
}
