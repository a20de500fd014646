import { paidPlayEligibility } from '../domain/eligibility-policy';
import { type DomainError, domainError } from '../domain/errors';
import { claimIndex } from '../domain/fairness/picks';
import { gameStatus } from '../domain/game';
import { gameNotFound, gameNotLive } from '../domain/game.errors';
import type { NumberClaim } from '../domain/number-claim';
import { holdOpen, noPaymentMethod, paymentPending } from '../domain/payment.errors';
import type { PaymentCard } from '../domain/payment-card';
import { err, ok, type Result } from '../domain/result';
import { spinEvent } from './activity-events';
import type { PaymentAttempt } from './ports/payment-ledger';
import type { Repositories } from './ports/unit-of-work';
import { checkSpendingLimits, lockSpending } from './spending-guard';

export type Reservation =
  | { kind: 'repeat'; claim: NumberClaim }
  /** attempt is null for a number that costs nothing: claimed paid at once, no charge. */
  | { kind: 'new'; claim: NumberClaim; attempt: PaymentAttempt | null };

export interface ReservationInput {
  userId: number;
  gameId: number;
  requestId: string;
  claimId: string;
  now: Date;
  pendingGraceMs: number;
}

/** Expired holds of the game go back to the pool first, so they count as available. */
const RELEASE_BATCH = 100;

/** What the checks before the lock found: the card to charge, or the request's first spin. */
export type Checked = { kind: 'go'; card: PaymentCard } | { kind: 'repeat'; claim: NumberClaim };

/**
 * Step 0 of a paid spin, before the game's lock (its statements autocommit): the player's own
 * checks, which no other player's spin changes.
 */
export async function checkPaidSpin(
  repos: Repositories,
  input: Pick<ReservationInput, 'userId' | 'gameId' | 'requestId' | 'now'>,
): Promise<Result<Checked, DomainError>> {
  const user = await repos.users.findById(input.userId);
  if (!user) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
  const eligible = paidPlayEligibility(user);
  if (!eligible.ok) return eligible;
  const card = await repos.cards.findDefault(input.userId);
  if (!card) return err(noPaymentMethod());
  await repos.numbers.releaseExpiredHolds(input.now, RELEASE_BATCH, input.gameId);
  const unsettled = await repos.numbers.findUnsettled(input.userId, input.gameId);
  // The same request, sent again while its first copy was reserving: that copy's spin answers.
  if (unsettled?.requestId === input.requestId) return ok({ kind: 'repeat', claim: unsettled });
  if (unsettled) return err(unsettledRefusal(unsettled, input.now));
  return ok({ kind: 'go', card });
}

/**
 * Step 1 of a paid spin (DESIGN.md section 3), in one transaction under the game's spin lock:
 * the player's break and spending limits (spending-guard.ts), the game's status from the locked row,
 * the seeds of the provably fair pick (issue 12: the next spin number, the server and client seeds),
 * one statement that claims, prices and logs the picked available number, and the claim's first charge
 * attempt (keyed by the claim id).
 */
export async function reservePaidSpin(
  tx: Repositories,
  input: ReservationInput,
  card: PaymentCard,
): Promise<Result<Reservation, DomainError>> {
  // The player's lock first, then the game's: every transaction taking both takes them in this order.
  const guard = await lockSpending(tx, input.userId, input.now);
  if (!guard.ok) return guard;
  const locked = await tx.games.lockForSpin(input.gameId);
  if (!locked) return err(gameNotFound());
  const { game, numbersLeft } = locked;
  const status = gameStatus(game, numbersLeft, input.now);
  if (status !== 'live') return err(gameNotLive(status, game.startTime));
  const within = await checkSpendingLimits(tx, guard.value, game.id, input.now);
  if (!within.ok) return within;
  const seeds = await tx.fairness.spinSeeds(game.id, input.userId);
  if (!seeds) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
  const { serverSeed, nextSpin: spin, clientSeed } = seeds;
  const drawn = await tx.numbers.reservePaidNth(
    {
      id: input.claimId,
      gameId: game.id,
      userId: input.userId,
      requestId: input.requestId,
      createdAt: input.now,
      spin,
      clientSeed,
    },
    claimIndex(serverSeed, game.id, spin, clientSeed, numbersLeft),
  );
  if ('refused' in drawn && drawn.refused === 'no-such-number') {
    throw new Error(`number pool of game ${game.id} changed under its spin lock`);
  }
  if ('refused' in drawn) return whyRefused(tx, input);
  const claim = drawn.claimed;
  await tx.events.record(spinEvent(claim, input.now));
  if (claim.status !== 'pending') return ok({ kind: 'new', claim, attempt: null });
  const attempt = await tx.payments.startAttempt({
    id: claim.id,
    claimId: claim.id,
    gatewayCustomerId: card.gatewayCustomerId,
    gatewayCardId: card.gatewayCardId,
    amountCents: claim.priceCents,
    note: chargeNote(game.code, claim.number),
    nextTryAt: new Date(input.now.getTime() + input.pendingGraceMs),
    createdAt: input.now,
  });
  return ok({ kind: 'new', claim, attempt });
}

/**
 * The claim was not written on a unique key: a concurrent request with this id won (its claim
 * answers), or the player's unsettled claim in this game was made meanwhile (migration 006).
 */
async function whyRefused(
  tx: Repositories,
  input: ReservationInput,
): Promise<Result<Reservation, DomainError>> {
  const first = await tx.numbers.findByRequestId(input.userId, input.requestId);
  if (first) return ok({ kind: 'repeat', claim: first });
  const unsettled = await tx.numbers.findUnsettled(input.userId, input.gameId);
  if (unsettled) return err(unsettledRefusal(unsettled, input.now));
  throw new Error(
    `claim ${input.claimId} was refused on a unique key held by neither its request id nor an unsettled claim`,
  );
}

/** Why a player with an unsettled claim in the game may not spin there: its hold, or its charge. */
export function unsettledRefusal(claim: NumberClaim, now: Date): DomainError {
  return claim.status === 'held' && claim.holdExpiresAt
    ? holdOpen(claim.number, claim.holdExpiresAt, now)
    : paymentPending(claim.number);
}

/** What the player's statement shows. Stored with the attempt, so a retry sends the same text. */
export function chargeNote(gameCode: string, number: number): string {
  return `Prize Wheel ${gameCode}: number ${number}`;
}
