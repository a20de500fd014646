import { SquareClient, SquareEnvironment } from 'square';
import type {
  CardRefusal,
  ChargeOutcome,
  ChargeRequest,
  GatewayCard,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from '../../application/payments/ports/payment-gateway';
import type { PaymentHistory } from '../../application/payments/ports/payment-history';
import type { GatewayCharge } from '../../domain/payments/charge-without-claim';
import { toGatewayCard } from './square-card';
import type { SquareConfig } from './square-config';
import {
  cardRefusalOf,
  failedPaymentIdOf,
  indeterminateReason,
  isIndeterminate,
  squareFailure,
} from './square-errors';
import { refundFailureOf, refundOutcomeOf } from './square-refunds';

/**
 * Charges cards on file through Square (SDK v43+, Square-Version of the installed SDK). The SDK never
 * retries (maxRetries 0): a timeout or 5xx becomes `unknown` and the reconciler retries the same
 * idempotency key, so one spin is never charged twice.
 */
export class SquarePaymentGateway implements PaymentGateway, PaymentHistory {
  constructor(
    private readonly client: SquareClient,
    private readonly locationId: string,
  ) {}

  async createCustomer(
    input: Parameters<PaymentGateway['createCustomer']>[0],
  ): Promise<{ customerId: string }> {
    try {
      const { customer } = await this.client.customers.create({
        idempotencyKey: input.idempotencyKey,
        referenceId: input.referenceId,
        emailAddress: input.email,
        givenName: input.givenName,
        familyName: input.familyName,
      });
      if (!customer?.id) throw new Error('Square created a customer without an id');
      return { customerId: customer.id };
    } catch (error) {
      throw squareFailure('create customer', error);
    }
  }

  async saveCard(
    input: Parameters<PaymentGateway['saveCard']>[0],
  ): Promise<{ ok: true; card: GatewayCard } | { ok: false; refusal: CardRefusal }> {
    try {
      const { card } = await this.client.cards.create({
        idempotencyKey: input.idempotencyKey,
        sourceId: input.nonce,
        ...(input.verificationToken ? { verificationToken: input.verificationToken } : {}),
        card: { customerId: input.customerId, cardholderName: input.cardholderName },
      });
      if (!card) throw new Error('Square stored a card but returned none');
      return { ok: true, card: toGatewayCard(card) };
    } catch (error) {
      const refusal = cardRefusalOf(error);
      if (refusal) return { ok: false, refusal };
      throw squareFailure('save card', error);
    }
  }

  async listCards(customerId: string): Promise<GatewayCard[]> {
    try {
      const cards: GatewayCard[] = [];
      const pages = await this.client.cards.list({ customerId, includeDisabled: false });
      for await (const card of pages) cards.push(toGatewayCard(card));
      return cards;
    } catch (error) {
      throw squareFailure('list cards', error);
    }
  }

  async disableCard(cardId: string): Promise<void> {
    try {
      await this.client.cards.disable({ cardId });
    } catch (error) {
      throw squareFailure('disable card', error);
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`A charge needs a positive whole number of cents, got ${request.amountCents}`);
    }
    try {
      const { payment } = await this.client.payments.create({
        idempotencyKey: request.idempotencyKey,
        amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
        sourceId: request.cardId,
        customerId: request.customerId,
        locationId: this.locationId,
        referenceId: request.referenceId,
        note: request.note,
        autocomplete: true,
      });
      if (!payment?.id) return { status: 'unknown', reason: 'Square answered without a payment' };
      if (payment.status === 'FAILED') {
        const refusal = { code: 'GENERIC_DECLINE', detail: 'Square reported the payment as failed' };
        return { status: 'declined', refusal, paymentId: payment.id };
      }
      return {
        status: 'approved',
        paymentId: payment.id,
        amountCents: Number(payment.amountMoney?.amount ?? request.amountCents),
      };
    } catch (error) {
      if (isIndeterminate(error)) return { status: 'unknown', reason: indeterminateReason(error) };
      const refusal = cardRefusalOf(error);
      if (refusal) return { status: 'declined', refusal, paymentId: failedPaymentIdOf(error) };
      throw squareFailure('charge', error);
    }
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`A refund needs a positive whole number of cents, got ${request.amountCents}`);
    }
    try {
      const { refund } = await this.client.refunds.refundPayment({
        idempotencyKey: request.idempotencyKey,
        paymentId: request.paymentId,
        amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
        reason: request.reason,
      });
      return refundOutcomeOf(refund, request.amountCents);
    } catch (error) {
      const outcome = refundFailureOf(error);
      if (outcome) return outcome;
      throw squareFailure('refund', error);
    }
  }

  async getRefund(refundId: string): Promise<RefundOutcome> {
    try {
      const { refund } = await this.client.refunds.get({ refundId });
      return refundOutcomeOf(refund, null);
    } catch (error) {
      const outcome = refundFailureOf(error);
      if (outcome?.status === 'unknown') return { ...outcome, refundId };
      throw squareFailure('get refund', error);
    }
  }

  async cancelByIdempotencyKey(idempotencyKey: string): Promise<void> {
    try {
      await this.client.payments.cancelByIdempotencyKey({ idempotencyKey });
    } catch (error) {
      throw squareFailure('cancel payment', error);
    }
  }

  async listPayments(since: Date): Promise<GatewayCharge[]> {
    try {
      const charges: GatewayCharge[] = [];
      const pages = await this.client.payments.list({
        beginTime: since.toISOString(),
        locationId: this.locationId,
        sortOrder: 'ASC',
      });
      for await (const payment of pages) {
        charges.push({
          paymentId: payment.id ?? '',
          referenceId: payment.referenceId ?? null,
          amountCents: Number(payment.amountMoney?.amount ?? 0),
          status: payment.status ?? '',
          createdAt: new Date(payment.createdAt ?? 0),
        });
      }
      return charges;
    } catch (error) {
      throw squareFailure('list payments', error);
    }
  }

  async checkConnection(): Promise<{ ok: true } | { ok: false; reason: string }> {
    try {
      await this.client.locations.get({ locationId: this.locationId });
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: squareFailure('retrieve location', error).message };
    }
  }
}

export function createSquarePaymentGateway(config: SquareConfig): SquarePaymentGateway {
  const client = new SquareClient({
    token: config.accessToken,
    ...(config.baseUrl
      ? { baseUrl: config.baseUrl }
      : {
          environment:
            config.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
        }),
    timeoutInSeconds: config.requestTimeoutMs / 1000,
    maxRetries: 0,
  });
  return new SquarePaymentGateway(client, config.locationId);
}
