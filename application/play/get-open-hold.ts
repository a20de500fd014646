import { inject, injectable } from 'inversify';
import { declineMessage } from '../../domain/payments/payment-messages';
import type { NumberPool } from '../games';
import type { PaymentLedger } from '../payments';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, REPOSITORIES } from '../shared/tokens';

export interface OpenHold {
  number: number;
  amountCents: number;
  expiresAt: Date;
  /** Why the charge was declined, in the player's words. */
  paymentMessage: string;
  /** A payment for it is being confirmed right now. */
  paying: boolean;
}

/** The number a declined spin holds for the player in a game, so the page can offer to pay for it. */
@injectable()
export class GetOpenHold {
  constructor(
    @inject(REPOSITORIES) private readonly repos: { numbers: NumberPool; payments: PaymentLedger },
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<OpenHold | null> {
    const hold = await this.repos.numbers.findOpenHold(input.userId, input.gameId, this.clock.now());
    if (!hold?.holdExpiresAt) return null;
    const declined = await this.repos.payments.latestAttempt(hold.id);
    return {
      number: hold.number,
      amountCents: hold.priceCents,
      expiresAt: hold.holdExpiresAt,
      paymentMessage: declineMessage(declined?.declineCode ?? 'GENERIC_DECLINE', hold.number),
      paying: hold.status === 'pending',
    };
  }
}
