import { paidPlayEligibility } from '../../domain/accounts/eligibility-policy';
import { gameNotFound, gameNotLive, noNumberForSale } from '../../domain/games/game.errors';
import { holdOpen, noPaymentMethod, paymentPending } from '../../domain/payments/payment.errors';
import type { PaymentCard } from '../../domain/payments/payment-card';
import { entryLimitReached } from '../../domain/play/entry-cap';
import type { NumberClaim } from '../../domain/play/number-claim';
import { selfExcluded } from '../../domain/responsible-play/self-exclusion';
import { checkSpin } from '../../domain/responsible-play/spending-limits';
import { periodStart } from '../../domain/responsible-play/spending-periods';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { NumberPool } from '../games';
import type { PaymentAttempt } from '../payments';
import type { ResponsiblePlayStore } from '../responsible-play';
import { paidSpinUnderTerms } from './paid-spin-under-terms';
import type { PaidSpinPreflight, SpinDesk, SpinRefusal } from './ports/spin-desk';

/** The stores it uses, in its caller's transaction. */
type Stores = { numbers: NumberPool; responsiblePlay: ResponsiblePlayStore };

export type Reservation =
  | { kind: 'repeat'; claim: NumberClaim }
  /** attempt is null for a number that costs nothing: claimed paid at once, no charge; soldOut: it took the last number. */
  | { kind: 'new'; claim: NumberClaim; attempt: PaymentAttempt | null; soldOut: boolean };

export interface ReservationInput {
  userId: number;
  gameId: number;
  requestId: string;
  claimId: string;
  now: Date;
  pendingGraceMs: number;
  /** The claim window an instant win's notice states (the operator's setting). */
  claimWindowHours?: number;
}

/** Expired holds of the game go back to the pool first, so they count as available. */
export const RELEASE_BATCH = 100;

type ChargedCard = Pick<PaymentCard, 'gatewayCustomerId' | 'gatewayCardId'>;

/** What the checks before the lock found: the card to charge, or the request's first spin. */
export type Checked = { kind: 'go'; card: ChargedCard } | { kind: 'repeat'; claim: NumberClaim };

/**
 * Step 0 of a paid spin, before the game's lock: the player's own checks, which no other player's
 * spin changes, judged on what the spin desk's preflight read in one step (the request id's claim
 * is judged by the caller first).
 */
export function checkPaidSpin(
  read: Pick<PaidSpinPreflight, 'player' | 'card' | 'unsettled'>,
  input: Pick<ReservationInput, 'requestId' | 'now'>,
): Result<Checked, DomainError> {
  const { player, card, unsettled } = read;
  if (!player) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
  const eligible = paidPlayEligibility(player);
  if (!eligible.ok) return eligible;
  if (!card) return err(noPaymentMethod());
  // The same request, sent again while its first copy was reserving: that copy's spin answers.
  if (unsettled?.requestId === input.requestId) return ok({ kind: 'repeat', claim: unsettled });
  if (unsettled) return err(unsettledRefusal(unsettled, input.now));
  return ok({ kind: 'go', card });
}

/**
 * Step 1 of a paid spin: the spin desk's one atomic step under the player's and the game's locks
 * (the player's terms still current and their spending within its limits, the game's status, the
 * provably fair draw, the claim at its stored price and its log entry, the first charge attempt keyed
 * by the claim id), with the terms the domain gives the player (paidSpinUnderTerms). Its refusals are
 * turned into the domain's errors here.
 */
export async function reservePaidSpin(
  spins: SpinDesk,
  repos: Stores,
  input: ReservationInput,
  card: ChargedCard,
): Promise<Result<Reservation, DomainError>> {
  // A unique key held by a claim that settled before it could be read: the player may spin now.
  for (let tries = 1; ; tries += 1) {
    const reserved = await reserveOnce(spins, repos, input, card);
    if (reserved !== AGAIN) return reserved;
    if (tries === MAX_TRIES)
      throw new Error(`claim ${input.claimId} kept meeting a unique key held by no claim it could read`);
  }
}

const AGAIN = Symbol('again');
const MAX_TRIES = 5;

async function reserveOnce(
  spins: SpinDesk,
  repos: Stores,
  input: ReservationInput,
  card: ChargedCard,
): Promise<Result<Reservation, DomainError> | typeof AGAIN> {
  const { now } = input;
  const outcome = await paidSpinUnderTerms(spins, repos.responsiblePlay, {
    ...input,
    card: { gatewayCustomerId: card.gatewayCustomerId, gatewayCardId: card.gatewayCardId },
    nextTryAt: new Date(now.getTime() + input.pendingGraceMs),
    periodStarts: {
      daily: periodStart('daily', now),
      weekly: periodStart('weekly', now),
      monthly: periodStart('monthly', now),
    },
  });
  switch (outcome.kind) {
    case 'claimed':
      return ok({
        kind: 'new',
        claim: outcome.claim,
        attempt: outcome.attempt,
        soldOut: outcome.numbersLeft <= 0,
      });
    case 'excluded':
      return err(selfExcluded(outcome.until));
    case 'limit': {
      const refusal = checkSpin(outcome.amounts, outcome.spent, outcome.highest, now);
      if (!refusal) throw new Error(`the spin desk refused a spin the limits allow (game ${input.gameId})`);
      return err(refusal);
    }
    case 'unique-key':
      return whyRefused(repos, input);
    case 'nothing-for-sale':
      return err(noNumberForSale(outcome.why));
    case 'entry-limit':
      return err(entryLimitReached(outcome.limit));
    default:
      return err(spinRefusal(outcome));
  }
}

/** The refusals both kinds of spin share: no game, no player, a game not live. */
export function spinRefusal(refusal: SpinRefusal): DomainError {
  if (refusal.kind === 'no-game') return gameNotFound();
  if (refusal.kind === 'no-player') return domainError('UNAUTHENTICATED', 'Authentication required');
  return gameNotLive(refusal.status, refusal.startTime);
}

/**
 * The claim was not written on a unique key: a concurrent request with this id won (its claim
 * answers), or the player's unsettled claim in this game was made meanwhile (one unsettled claim per player and game). Both
 * were committed before the desk's statement ended, so these reads see them.
 */
async function whyRefused(
  repos: Stores,
  input: ReservationInput,
): Promise<Result<Reservation, DomainError> | typeof AGAIN> {
  const first = await repos.numbers.findByRequestId(input.userId, input.requestId);
  if (first) return ok({ kind: 'repeat', claim: first });
  const unsettled = await repos.numbers.findUnsettled(input.userId, input.gameId);
  if (unsettled) return err(unsettledRefusal(unsettled, input.now));
  // The unsettled claim that held the key settled between the statement and these reads.
  return AGAIN;
}

/** Why a player with an unsettled claim in the game may not spin there: its hold, or its charge. */
function unsettledRefusal(claim: NumberClaim, now: Date): DomainError {
  return claim.status === 'held' && claim.holdExpiresAt
    ? holdOpen(claim.number, claim.holdExpiresAt, now)
    : paymentPending(claim.number);
}
