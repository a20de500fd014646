import { inject, injectable } from 'inversify';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ShippingAddress } from '../../domain/winners/claim-form';
import { showsShippingDetails } from '../../domain/winners/claim-search';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { claimNotFound } from './get-prize-claim';
import type { PrizeClaims } from './ports/prize-claims';
import type { SelectingAdmin } from './winner-choice';

/** The stores it uses, bound to one transaction. */
type Stores = { events: EventLog; prizeClaims: PrizeClaims };

/** Where an accepted prize ships: the winner's signed name, full address and phone. */
export interface ShippingDetails {
  winnerId: number;
  legalName: string;
  address: ShippingAddress;
  phone: string;
}

const NOT_ACCEPTED_MESSAGE = 'Only an accepted claim has a shipping address to show';

/**
 * The Winners tab's 'Show Address': the shipping address and phone of an accepted claim, which no
 * list answer carries. Each reveal is recorded in the activity list (who, which claim) with the read.
 */
@injectable()
export class RevealShippingDetails {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    winnerId: number;
    admin: SelectingAdmin;
  }): Promise<Result<ShippingDetails, DomainError>> {
    return this.uow.run(async (tx) => {
      const claim = await tx.prizeClaims.find(input.winnerId);
      if (!claim) return err(claimNotFound());
      if (!claim.signed || !showsShippingDetails(claim.status))
        return err(domainError('CLAIM_NOT_OPEN', NOT_ACCEPTED_MESSAGE));
      await tx.events.record({
        kind: 'admin_action',
        userId: claim.userId,
        adminId: input.admin.id,
        gameId: claim.gameId,
        number: claim.number,
        amountCents: null,
        action: `Viewed the shipping address of prize claim ${claim.winnerId}`,
        at: this.clock.now(),
      });
      const { legalName, address, phone } = claim.signed;
      return ok({ winnerId: claim.winnerId, legalName, address, phone });
    });
  }
}
