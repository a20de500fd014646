import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { AFFIDAVIT_VERSION } from '../../domain/winners/affidavit';
import { readClaimForm } from '../../domain/winners/claim-form';
import { windowPassed } from '../../domain/winners/claim-window';
import { claimNotOpen, sourcesOf, transition } from '../../domain/winners/prize-claim';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { type ClaimStepMailStores, enqueueClaimStepMail } from './claim-step-mail';
import { type PrizeClaimView, viewOf } from './claim-view';
import { claimNotFound } from './get-prize-claim';
import type { PrizeClaims, SignedClaim } from './ports/prize-claims';
import type { TaxIdCipher } from './ports/tax-id-cipher';
import { Redraw } from './redraw';
import { type SetAsideStores, setAsideWinner } from './set-aside-winner';
import { TAX_ID_CIPHER } from './tokens';

/** The stores it uses, bound to one transaction. */
type Stores = SetAsideStores & ClaimStepMailStores & { events: EventLog; prizeClaims: PrizeClaims };

const WINDOW_CLOSED_MESSAGE = 'The claim window has closed: this prize was forfeited';
const DECLINED_REASON = 'The winner declined the prize';

export interface AnswerPrizeClaimInput {
  winnerId: number;
  userId: number;
  decision: 'accept' | 'decline';
  /** The claim form as sent (checked by domain/winners/claim-form.ts); ignored for a decline. */
  form: Record<string, unknown>;
  /** The client address the typed signature came from. */
  clientAddress: string | null;
}

/**
 * The winner's answer on the claim page. Accepting stores the signed claim (the TIN sealed) once:
 * a compare-and-set from 'notified', so of two submissions at once one stores and the other is
 * refused. Declining sets the winner aside in the same transaction, and a main prize is redrawn. Either
 * answer is confirmed to the winner by e-mail, queued in that transaction.
 */
@injectable()
export class AnswerPrizeClaim {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(TAX_ID_CIPHER) private readonly cipher: TaxIdCipher,
    @inject(Redraw) private readonly redraw: Redraw,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: AnswerPrizeClaimInput): Promise<Result<PrizeClaimView, DomainError>> {
    const now = this.clock.now();
    const claim = await this.uow.run((tx) => tx.prizeClaims.find(input.winnerId));
    if (!claim || claim.userId !== input.userId) return err(claimNotFound());
    const next = transition(claim.status, input.decision);
    if (!next.ok) return next;
    if (windowPassed(claim.deadline, now)) return err(domainError('CLAIM_NOT_OPEN', WINDOW_CLOSED_MESSAGE));
    let signed: SignedClaim | undefined;
    if (input.decision === 'accept') {
      const form = readClaimForm(input.form, { now, prizeValueCents: claim.prizeValueCents });
      if (!form.ok) return form;
      const { taxId, ...details } = form.value;
      signed = {
        ...details,
        signedAt: now,
        signedFrom: input.clientAddress ?? 'unknown',
        affidavitVersion: AFFIDAVIT_VERSION,
        taxIdSealed: taxId === null ? null : this.cipher.seal(taxId),
        taxIdLast4: taxId === null ? null : taxId.slice(-4),
      };
    }
    // An instant winner's claim sets no main winner aside: nothing to draw again.
    let setAside = false;
    const answered = await this.uow.run(async (tx) => {
      const change = { from: sourcesOf(input.decision), to: next.value, at: now, by: 'winner', signed };
      if (!(await tx.prizeClaims.change(input.winnerId, change))) return false;
      if (input.decision === 'decline')
        setAside = (await setAsideWinner(tx, input.winnerId, DECLINED_REASON, now, false)) !== null;
      await enqueueClaimStepMail(tx, claim, next.value, now);
      await tx.events.record({
        kind: 'winner',
        userId: claim.userId,
        adminId: null,
        gameId: claim.gameId,
        number: claim.number,
        amountCents: null,
        action: input.decision === 'accept' ? 'Prize claimed' : 'Prize declined',
        at: now,
      });
      return true;
    });
    if (!answered) return err(claimNotOpen(input.decision));
    if (input.decision === 'decline' && setAside) await this.redraw.afterSetAside(claim.gameId);
    const stored = await this.uow.run((tx) => tx.prizeClaims.find(input.winnerId));
    return stored ? ok(viewOf(stored, this.clock.now())) : err(claimNotFound());
  }
}
