import type { NumberClaim } from '../../domain/play/number-claim';
import type { NewEvent } from './ports/event-log';

type PlayerEvent = Pick<NewEvent, 'kind' | 'action'> &
  Partial<Pick<NewEvent, 'gameId' | 'number' | 'amountCents'>>;

/** A player's own event (no administrator), for EventLog.record. */
export function playerEvent(userId: number, at: Date, e: PlayerEvent): NewEvent {
  return { userId, adminId: null, gameId: null, number: null, amountCents: null, at, ...e };
}

/** A spin that claimed a number: free, or paid (pending its charge). */
export function spinEvent(
  claim: Pick<NumberClaim, 'userId' | 'gameId' | 'number' | 'kind' | 'priceCents'>,
  at: Date,
): NewEvent {
  const free = claim.kind === 'free';
  return {
    kind: free ? 'free_spin' : 'paid_spin',
    userId: claim.userId,
    adminId: null,
    gameId: claim.gameId,
    number: claim.number,
    amountCents: claim.priceCents,
    action: free ? 'Free spin' : 'Paid spin',
    at,
  };
}

/** The charge of a claim approved (a payment) or declined. */
export function chargeEvent(
  claim: Pick<NumberClaim, 'userId' | 'gameId' | 'number'>,
  outcome: 'payment' | 'decline',
  amountCents: number,
  at: Date,
): NewEvent {
  return {
    ...chargeEventTerms(outcome),
    userId: claim.userId,
    adminId: null,
    gameId: claim.gameId,
    number: claim.number,
    amountCents,
    at,
  };
}

/** A settled charge's event kind and wording, for a store that writes the event itself. */
export function chargeEventTerms(outcome: 'payment' | 'decline'): Pick<NewEvent, 'kind' | 'action'> {
  return { kind: outcome, action: outcome === 'payment' ? 'Payment received' : 'Payment declined' };
}

/** An administrator's action on a player's account (the audit trail). */
export function adminEvent(adminId: number, userId: number | null, action: string, at: Date): NewEvent {
  return { kind: 'admin_action', userId, adminId, gameId: null, number: null, amountCents: null, action, at };
}
