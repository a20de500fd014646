import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { CLAIM_STATUS_LABELS, claimNotOpen, sourcesOf, transition } from '../../domain/winners/prize-claim';
import { readShipment } from '../../domain/winners/shipment';
import { readReason } from '../../domain/winners/winner-selection';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { type ClaimStepMailStores, enqueueClaimStepMail } from './claim-step-mail';
import { type PrizeClaimView, viewOf } from './claim-view';
import { claimNotFound } from './get-prize-claim';
import type { PrizeClaims, Shipment } from './ports/prize-claims';
import { Redraw } from './redraw';
import { type SetAsideStores, setAsideWinner } from './set-aside-winner';
import type { SelectingAdmin } from './winner-choice';

/** The stores it uses, bound to one transaction. */
type Stores = SetAsideStores & ClaimStepMailStores & { events: EventLog; prizeClaims: PrizeClaims };

type OperatorClaimAction = 'verify' | 'ship' | 'deliver' | 'forfeit';

export interface ChangeClaimStatusInput {
  winnerId: number;
  action: OperatorClaimAction;
  admin: SelectingAdmin;
  /** For 'ship'. */
  carrier?: unknown;
  trackingNumber?: unknown;
  /** For 'forfeit': why, public in the game's log. */
  reason?: unknown;
}

/**
 * The operator's side of a claim: verify it, mark it shipped, delivered (the winner is e-mailed at each,
 * the tracking number with the shipment), or forfeit it (the winner is set aside and told; the prize is
 * redrawn). Each a compare-and-set the domain's state machine allows, recorded in the activity list with
 * who acted, its e-mail queued in its transaction.
 */
@injectable()
export class ChangeClaimStatus {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(Redraw) private readonly redraw: Redraw,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: ChangeClaimStatusInput): Promise<Result<PrizeClaimView, DomainError>> {
    const now = this.clock.now();
    const claim = await this.uow.run((tx) => tx.prizeClaims.find(input.winnerId));
    if (!claim) return err(claimNotFound());
    const next = transition(claim.status, input.action);
    if (!next.ok) return next;
    let shipment: Shipment | undefined;
    if (input.action === 'ship') {
      const read = readShipment(input.carrier, input.trackingNumber);
      if (!read.ok) return read;
      shipment = read.value;
    }
    let reason = '';
    if (input.action === 'forfeit') {
      const read = readReason(input.reason, 'forfeit');
      if (!read.ok) return read;
      reason = read.value;
    }
    // An instant winner's claim sets no main winner aside: nothing to draw again.
    let setAside = false;
    const changed = await this.uow.run(async (tx) => {
      const change = {
        from: sourcesOf(input.action),
        to: next.value,
        at: now,
        by: input.admin.email,
        shipment,
      };
      if (!(await tx.prizeClaims.change(input.winnerId, change))) return false;
      if (input.action === 'forfeit')
        setAside = (await setAsideWinner(tx, input.winnerId, `Forfeited: ${reason}`, now, true)) !== null;
      await enqueueClaimStepMail(tx, claim, next.value, now, shipment);
      await tx.events.record({
        kind: 'admin_action',
        userId: claim.userId,
        adminId: input.admin.id,
        gameId: claim.gameId,
        number: claim.number,
        amountCents: null,
        action: `Prize claim: ${CLAIM_STATUS_LABELS[next.value].toLowerCase()}`,
        at: now,
      });
      return true;
    });
    if (!changed) return err(claimNotOpen(input.action));
    if (input.action === 'forfeit' && setAside) await this.redraw.afterSetAside(claim.gameId);
    const stored = await this.uow.run((tx) => tx.prizeClaims.find(input.winnerId));
    return stored ? ok(viewOf(stored, this.clock.now())) : err(claimNotFound());
  }
}
