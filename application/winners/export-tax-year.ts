import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { ok, type Result } from '../../domain/shared/result';
import type { ShippingAddress } from '../../domain/winners/claim-form';
import { readTaxYear, TAX_REPORTING_THRESHOLD_CENTS } from '../../domain/winners/tax-id';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { PrizeClaims } from './ports/prize-claims';
import type { TaxIdCipher } from './ports/tax-id-cipher';
import { TAX_ID_CIPHER } from './tokens';
import type { SelectingAdmin } from './winner-choice';

/** The stores it uses, bound to one transaction. */
type Stores = { events: EventLog; prizeClaims: PrizeClaims };

/** One prize to report: the only answer that carries a TIN in full. */
export interface TaxReportRow {
  winnerId: number;
  legalName: string;
  address: ShippingAddress;
  taxId: string;
  prize: string;
  prizeValueCents: number;
  gameName: string;
  notifiedAt: Date;
}

/**
 * The yearly tax export: every accepted claim of a prize of $600 or more notified in the year, with
 * its TIN opened. The administrator's download is recorded in the activity list before it is given.
 */
@injectable()
export class ExportTaxYear {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(TAX_ID_CIPHER) private readonly cipher: TaxIdCipher,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    year: unknown;
    admin: SelectingAdmin;
  }): Promise<Result<TaxReportRow[], DomainError>> {
    const read = readTaxYear(input.year);
    if (!read.ok) return read;
    const year = read.value;
    const now = this.clock.now();
    const claims = await this.uow.run(async (tx) => {
      await tx.events.record({
        kind: 'admin_action',
        userId: null,
        adminId: input.admin.id,
        gameId: null,
        number: null,
        amountCents: null,
        action: `Downloaded the ${year} tax export`,
        at: now,
      });
      return tx.prizeClaims.listTaxable(year, TAX_REPORTING_THRESHOLD_CENTS);
    });
    return ok(
      claims.map((c) => ({
        winnerId: c.winnerId,
        legalName: c.signed?.legalName ?? '',
        address: c.signed?.address ?? { line1: '', line2: '', city: '', state: '', zip: '' },
        taxId: c.signed?.taxIdSealed ? this.cipher.open(c.signed.taxIdSealed) : '',
        prize: c.prize,
        prizeValueCents: c.prizeValueCents,
        gameName: c.gameName,
        notifiedAt: c.notifiedAt,
      })),
    );
  }
}
