import { type DomainError, domainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';

/**
 * A winner's claim of the prize, from the notice to the delivery:
 *
 *   notified -> claimed -> verified -> shipped -> delivered
 *   notified -> declined (the winner says no)
 *   notified | claimed | verified -> forfeited (the window passed, or the operator's act)
 *
 * Declined and forfeited claims end the win: the winner is set aside and the prize redrawn in the
 * open. Every path that changes a claim asks `transition`; the stores apply it as a compare-and-set
 * on the statuses `sourcesOf` names, so two requests at once change a claim once.
 */
export const CLAIM_STATUSES = [
  'notified',
  'claimed',
  'verified',
  'shipped',
  'delivered',
  'declined',
  'forfeited',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Counts by status, every status named (0 when none): the sum of each pair's count. */
export function claimCountsOf(counts: Iterable<readonly [ClaimStatus, number]>): Record<ClaimStatus, number> {
  const byStatus = Object.fromEntries(CLAIM_STATUSES.map((status) => [status, 0])) as Record<
    ClaimStatus,
    number
  >;
  for (const [status, n] of counts) byStatus[status] += n;
  return byStatus;
}

export type ClaimAction = 'accept' | 'decline' | 'verify' | 'ship' | 'deliver' | 'forfeit' | 'expire';

const MOVES: Record<ClaimAction, { from: readonly ClaimStatus[]; to: ClaimStatus }> = {
  accept: { from: ['notified'], to: 'claimed' },
  decline: { from: ['notified'], to: 'declined' },
  verify: { from: ['claimed'], to: 'verified' },
  ship: { from: ['verified'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  forfeit: { from: ['notified', 'claimed', 'verified'], to: 'forfeited' },
  /** The claim window passed without an answer. */
  expire: { from: ['notified'], to: 'forfeited' },
};

const REFUSALS: Record<ClaimAction, string> = {
  accept: 'This prize can no longer be claimed',
  decline: 'This prize can no longer be declined',
  verify: 'Only a claimed prize can be verified',
  ship: 'Only a verified claim can be marked shipped',
  deliver: 'Only a shipped prize can be marked delivered',
  forfeit: 'This claim can no longer be forfeited',
  expire: 'This claim is no longer waiting for the winner',
};

export const isClaimStatus = (value: unknown): value is ClaimStatus =>
  typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);

/** The statuses an action may start from (the compare-and-set's expected values). */
export const sourcesOf = (action: ClaimAction): readonly ClaimStatus[] => MOVES[action].from;

export const claimNotOpen = (action: ClaimAction): DomainError =>
  domainError('CLAIM_NOT_OPEN', REFUSALS[action]);

/** The status the action leads to, or why it may not be taken from `from`. */
export function transition(from: ClaimStatus, action: ClaimAction): Result<ClaimStatus, DomainError> {
  const move = MOVES[action];
  return move.from.includes(from) ? ok(move.to) : err(claimNotOpen(action));
}

/** A declined or forfeited claim ends the win: the winner is set aside and the prize redrawn. */
export const endsWin = (status: ClaimStatus): boolean => status === 'declined' || status === 'forfeited';

/** The words the player and the operator read for each status. */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  notified: 'Notified',
  claimed: 'Claimed',
  verified: 'Verified',
  shipped: 'Shipped',
  delivered: 'Delivered',
  declined: 'Declined',
  forfeited: 'Forfeited',
};
