import { paidPlayEligibility } from '../domain/eligibility-policy';
import { type DomainError, domainError } from '../domain/errors';
import { gameStatus } from '../domain/game';
import { gameNotFound, gameNotLive } from '../domain/game.errors';
import type { NumberClaim } from '../domain/number-claim';
import { holdOpen, noPaymentMethod, paymentPending } from '../domain/payment.errors';
import { priceOf } from '../domain/pricing-policy';
import { err, ok, type Result } from '../domain/result';
import type { PaymentAttempt } from './ports/payment-ledger';
import type { RandomSource } from './ports/random-source';
import type { Repositories } from './ports/unit-of-work';

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

/**
 * Step 1 of a paid spin (DESIGN.md section 3), inside one transaction: under the game's spin lock,
 * a request id seen before returns its claim; otherwise the checks run and a uniformly drawn number
 * is claimed 'pending' together with its first charge attempt (keyed by the claim id).
 */
export async function reservePaidSpin(
  tx: Repositories,
  random: RandomSource,
  input: ReservationInput,
): Promise<Result<Reservation, DomainError>> {
  const { userId, now } = input;
  const locked = await tx.games.lockForSpin(input.gameId);
  if (!locked) return err(gameNotFound());
  const { game, spinSequence } = locked;
  const previous = await tx.numbers.findByRequestId(userId, input.requestId);
  if (previous) return ok({ kind: 'repeat', claim: previous });
  const user = await tx.users.findById(userId);
  if (!user) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
  const eligible = paidPlayEligibility(user);
  if (!eligible.ok) return eligible;
  const card = await tx.cards.findDefault(userId);
  if (!card) return err(noPaymentMethod());
  await tx.numbers.releaseExpiredHolds(now, RELEASE_BATCH, game.id);
  const available = await tx.numbers.countAvailable(game.id);
  const status = gameStatus(game, available, now);
  if (status !== 'live') return err(gameNotLive(status));
  const hold = await tx.numbers.findOpenHold(userId, game.id, now);
  if (hold?.status === 'pending') return err(paymentPending(hold.number));
  if (hold) return err(holdOpen(hold.number, hold.holdExpiresAt ?? now, now));

  const number = await tx.numbers.nthAvailable(game.id, random.pick(game.id, spinSequence, available));
  if (number === null) throw new Error(`number pool of game ${game.id} changed under its spin lock`);
  const price = priceOf(game, number);
  const claim: NumberClaim = {
    id: input.claimId,
    gameId: game.id,
    number,
    userId,
    kind: 'paid',
    status: price === 0 ? 'paid' : 'pending',
    priceCents: price,
    requestId: input.requestId,
    createdAt: now,
    settledAt: price === 0 ? now : null,
    holdExpiresAt: null,
  };
  await tx.numbers.claim(claim);
  if (price === 0) return ok({ kind: 'new', claim, attempt: null });
  const attempt = await tx.payments.startAttempt({
    id: claim.id,
    claimId: claim.id,
    gatewayCustomerId: card.gatewayCustomerId,
    gatewayCardId: card.gatewayCardId,
    amountCents: price,
    note: chargeNote(game.code, number),
    nextTryAt: new Date(now.getTime() + input.pendingGraceMs),
    createdAt: now,
  });
  return ok({ kind: 'new', claim, attempt });
}

/** What the player's statement shows. Stored with the attempt, so a retry sends the same text. */
export function chargeNote(gameCode: string, number: number): string {
  return `Prize Wheel ${gameCode}: number ${number}`;
}
