import { inject, injectable } from 'inversify';
import { paidPlayEligibility } from '../../domain/accounts/eligibility-policy';
import {
  cardRefused,
  paymentUnavailable,
  unsupportedCardBrand,
  unusableCardToken,
} from '../../domain/payments/payment.errors';
import type { PaymentCard } from '../../domain/payments/payment-card';
import { isUsableCardNonce } from '../../domain/payments/payment-token';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UserRepository } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import type { IdGenerator } from '../shared/ports/id-generator';
import type { Logger } from '../shared/ports/logger';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, IDS, LOGGER, REPOSITORIES, UNIT_OF_WORK } from '../shared/tokens';
import type { CardRepository } from './ports/card-repository';
import type { GatewayCard, PaymentGateway } from './ports/payment-gateway';
import { PAYMENT_GATEWAY } from './tokens';

/** The stores it uses, bound to one transaction. */
type Stores = { users: UserRepository; cards: CardRepository };

export interface CardInput {
  nonce: string;
  verificationToken: string | null;
  cardholderName: string | null;
  /** The card setup step asks for the state of an account that has none (docs/rules/accounts.md, Eligibility). */
  state?: string | null;
}

/**
 * Stores a browser-tokenized card with the gateway and on file: the player's gateway customer is
 * created on their first card; a brand we do not take is disabled at the gateway and refused. A card
 * the player has on file already (CardRepository.add) is not stored twice: the one on file is
 * answered and the gateway's new copy disabled. Shared by adding a card and by paying a held number.
 */
@injectable()
export class CardEnrolment {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(IDS) private readonly ids: IdGenerator,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async enrol(
    userId: number,
    input: CardInput,
    makeDefault: boolean,
  ): Promise<Result<PaymentCard, DomainError>> {
    if (!isUsableCardNonce(input.nonce)) return err(unusableCardToken());
    const user = await this.repos.users.findById(userId);
    if (!user) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
    const newState = user.state ? null : (input.state?.trim().toUpperCase() ?? null) || null;
    if (newState) {
      const eligible = paidPlayEligibility({ state: newState });
      if (!eligible.ok) return eligible;
    }
    let saved: Awaited<ReturnType<PaymentGateway['saveCard']>>;
    let customerId: string;
    try {
      customerId = await this.customerOf(user);
      saved = await this.gateway.saveCard({
        idempotencyKey: this.ids.uuid(),
        customerId,
        ...cardFields(input),
      });
    } catch (error) {
      this.logger.error({ err: error, userId }, 'storing a card at the gateway failed');
      return err(paymentUnavailable());
    }
    if (!saved.ok) return err(cardRefused(saved.refusal.code));
    const card = saved.card;
    const brand = card.brand;
    if (brand === null || !storable(card)) {
      await this.disableQuietly(card.cardId);
      return err(brand === null ? unsupportedCardBrand() : cardRefused('INVALID_CARD_DATA'));
    }
    try {
      const stored = await this.uow.run(async (tx) => {
        await tx.cards.lockCustomer(userId);
        const { card: kept, added } = await tx.cards.add({
          userId,
          gatewayCustomerId: customerId,
          gatewayCardId: card.cardId,
          brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          cardholderName: card.cardholderName,
          fingerprint: card.fingerprint,
          createdAt: this.clock.now(),
        });
        if (makeDefault) await tx.cards.setDefault(userId, kept.id);
        if (newState) await tx.users.updateProfile(userId, { ...user, state: newState });
        return { card: { ...kept, isDefault: kept.isDefault || makeDefault }, added };
      });
      if (!stored.added && stored.card.gatewayCardId !== card.cardId) await this.disableQuietly(card.cardId);
      return ok(stored.card);
    } catch (error) {
      await this.disableQuietly(card.cardId);
      throw error;
    }
  }

  private async customerOf(user: { id: number; email: string; firstName: string; lastName: string }) {
    const known = await this.repos.cards.findCustomer(user.id);
    if (known) return known;
    const { customerId } = await this.gateway.createCustomer({
      idempotencyKey: this.ids.uuid(),
      referenceId: `user-${user.id}`,
      email: user.email,
      givenName: user.firstName,
      familyName: user.lastName,
    });
    // Two first cards at once: both create a customer, one is kept and used by both.
    return this.repos.cards.saveCustomer(user.id, customerId, this.clock.now());
  }

  private async disableQuietly(cardId: string): Promise<void> {
    await this.gateway
      .disableCard(cardId)
      .catch((error) => this.logger.error({ err: error, cardId }, 'disabling a card at the gateway failed'));
  }
}

const cardFields = (input: CardInput) => ({
  nonce: input.nonce,
  verificationToken: input.verificationToken,
  cardholderName: input.cardholderName,
});

/** What the payment_cards table accepts: 4 digits, a real month. */
const storable = (card: GatewayCard) =>
  /^\d{4}$/.test(card.last4) &&
  card.expMonth >= 1 &&
  card.expMonth <= 12 &&
  card.expYear >= 2000 &&
  card.expYear <= 2200;
