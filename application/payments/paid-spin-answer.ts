import { paymentDeclined } from '../../domain/payments/payment.errors';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { type InstantPrizes, type InstantWinResult, instantWinOf } from '../games';
import type { PaymentLedger } from './ports/payment-ledger';

/** A paid spin's answer: its claim, paid, or pending while the charge is being confirmed. */
export interface PaidSpin {
  claim: NumberClaim;
  status: 'paid' | 'pending';
  /** The instant prize the claim won once settled paid (docs/rules/games.md, Instant wins). */
  instantWin?: InstantWinResult | null;
}

/**
 * The answer a spin's claim gives now, so a repeated request (or one answered after a retry) reads
 * what the first one read. A declined claim names its number only while it is held for the player:
 * past the game's hold cap the number went back at once, and the decline holds nothing (the player
 * updates the card and spins again).
 */
export async function answerOf(
  claim: NumberClaim,
  ledger: Pick<PaymentLedger, 'latestAttempt'>,
  prizes?: Pick<InstantPrizes, 'wonByClaims'>,
): Promise<Result<PaidSpin, DomainError>> {
  switch (claim.status) {
    case 'paid':
    case 'free':
      return ok({ claim, status: 'paid', instantWin: prizes ? await instantWinOf(prizes, claim.id) : null });
    case 'pending':
      return ok({ claim, status: 'pending' });
    case 'held':
    case 'released': {
      const attempt = await ledger.latestAttempt(claim.id);
      const number = claim.status === 'held' ? claim.number : null;
      return err(paymentDeclined({ number, declineCode: attempt?.declineCode ?? 'GENERIC_DECLINE' }));
    }
  }
}
