import { randomUUID } from 'node:crypto';
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
import { toCardBrand } from '../square/square-card';
import {
  DISABLED_CARD_REFUSAL,
  sandboxCard,
  sandboxExpiryOfNonce,
  sandboxFingerprint,
  sandboxTagOfNonce,
  UNKNOWN_NONCE_REFUSAL,
} from './sandbox-cards';
import { type SimulatedRefund, type SimulatedRefundFault, SimulatedRefunds } from './simulated-refunds';

export interface SimulatedPayment {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  customerId: string;
  cardId: string;
  referenceId: string;
  status: 'COMPLETED' | 'FAILED' | 'CANCELED';
  createdAt: Date;
}

type SaveCardResult = { ok: true; card: GatewayCard } | { ok: false; refusal: CardRefusal };

const CARD_ID = /^sim-card-([a-z0-9-]+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const CARD_NOT_FOUND: CardRefusal = { code: 'NOT_FOUND', detail: 'The card on file was not found.' };

/**
 * The demo's card processor, with Square-sandbox behaviour (see sandbox-cards.ts for the nonces). It
 * keeps its registry in memory but stays correct across a restart: a card id carries its behaviour
 * (`sim-card-declined-<uuid>`) and a payment id is derived from its idempotency key (`sim-pay-<key>`),
 * so a retried charge after a restart neither changes its outcome nor invents a second payment.
 */
export class SimulatedPaymentGateway implements PaymentGateway, PaymentHistory {
  private readonly customersByKey = new Map<string, { fingerprint: string; customerId: string }>();
  private readonly savedByKey = new Map<string, { fingerprint: string; result: SaveCardResult }>();
  private readonly cards = new Map<string, { customerId: string; card: GatewayCard }>();
  private readonly disabled = new Set<string>();
  private readonly charges = new Map<string, { fingerprint: string; outcome: ChargeOutcome }>();
  private readonly recorded: SimulatedPayment[] = [];
  private readonly refundDesk = new SimulatedRefunds(
    (paymentId) => this.recorded.find((p) => p.paymentId === paymentId) ?? null,
  );

  async createCustomer(
    input: Parameters<PaymentGateway['createCustomer']>[0],
  ): Promise<{ customerId: string }> {
    const { idempotencyKey, ...body } = input;
    const previous = replay(this.customersByKey, idempotencyKey, fingerprintOf(body));
    if (previous) return { customerId: previous.customerId };
    const customerId = `sim-cust-${idempotencyKey}`;
    this.customersByKey.set(idempotencyKey, { fingerprint: fingerprintOf(body), customerId });
    return { customerId };
  }

  async saveCard(input: Parameters<PaymentGateway['saveCard']>[0]): Promise<SaveCardResult> {
    const { idempotencyKey, verificationToken: _token, ...body } = input;
    const previous = replay(this.savedByKey, idempotencyKey, fingerprintOf(body));
    if (previous) return previous.result;
    const result = this.storeCard(input.customerId, input.nonce, input.cardholderName);
    this.savedByKey.set(idempotencyKey, { fingerprint: fingerprintOf(body), result });
    return result;
  }

  async listCards(customerId: string): Promise<GatewayCard[]> {
    return [...this.cards.values()]
      .filter((entry) => entry.customerId === customerId && entry.card.enabled)
      .map((entry) => ({ ...entry.card }));
  }

  async disableCard(cardId: string): Promise<void> {
    if (!CARD_ID.test(cardId)) throw new Error(`NOT_FOUND: no simulated card ${cardId}`);
    this.disabled.add(cardId);
    const entry = this.cards.get(cardId);
    if (entry) entry.card = { ...entry.card, enabled: false };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`A charge needs a positive whole number of cents, got ${request.amountCents}`);
    }
    const { idempotencyKey, ...body } = request;
    const previous = replay(this.charges, idempotencyKey, fingerprintOf(body));
    if (previous) return previous.outcome;
    const outcome = this.settle(request);
    this.charges.set(idempotencyKey, { fingerprint: fingerprintOf(body), outcome });
    return outcome;
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    return this.refundDesk.refund(request);
  }

  async getRefund(refundId: string): Promise<RefundOutcome> {
    return this.refundDesk.getRefund(refundId);
  }

  /** The next refunds are refused, or made with their answer lost (set by tests). */
  failNextRefund(...faults: SimulatedRefundFault[]): void {
    this.refundDesk.failNext(...faults);
  }

  /** Every refund this instance made. */
  refunds(): SimulatedRefund[] {
    return this.refundDesk.refunds();
  }

  async cancelByIdempotencyKey(idempotencyKey: string): Promise<void> {
    const payment = this.recorded.find((p) => p.idempotencyKey === idempotencyKey);
    if (payment?.status === 'COMPLETED') payment.status = 'CANCELED';
  }

  /** The simulator runs in this process: it is always reachable. */
  async checkConnection(): Promise<{ ok: true }> {
    return { ok: true };
  }

  /** The payments this instance made since then (it remembers none from before its process started). */
  async listPayments(since: Date): Promise<GatewayCharge[]> {
    return this.recorded
      .filter((payment) => payment.createdAt >= since)
      .map(({ paymentId, referenceId, amountCents, status, createdAt }) => ({
        paymentId,
        referenceId,
        amountCents,
        status,
        createdAt,
      }));
  }

  /** Every payment this instance created, declined ones included (status FAILED). */
  payments(): SimulatedPayment[] {
    return this.recorded.map((payment) => ({ ...payment }));
  }

  private storeCard(customerId: string, nonce: string, cardholderName: string | null): SaveCardResult {
    const tag = sandboxTagOfNonce(nonce);
    const sandbox = tag === null ? null : sandboxCard(tag);
    if (tag === null || sandbox === null) return { ok: false, refusal: UNKNOWN_NONCE_REFUSAL };
    const card: GatewayCard = {
      cardId: `sim-card-${tag}-${randomUUID()}`,
      brand: toCardBrand(sandbox.brand),
      last4: sandbox.last4,
      ...sandboxExpiryOfNonce(nonce),
      cardholderName,
      enabled: true,
      fingerprint: sandboxFingerprint(tag),
    };
    this.cards.set(card.cardId, { customerId, card });
    return { ok: true, card: { ...card } };
  }

  /** Like Square: an unusable card makes no payment; a sandbox decline makes a FAILED one. */
  private settle(request: ChargeRequest): ChargeOutcome {
    const tag = CARD_ID.exec(request.cardId)?.[1];
    const sandbox = tag === undefined ? null : sandboxCard(tag);
    const known = this.cards.get(request.cardId);
    if (!sandbox || (known && known.customerId !== request.customerId)) {
      return { status: 'declined', refusal: CARD_NOT_FOUND, paymentId: null };
    }
    if (this.disabled.has(request.cardId))
      return { status: 'declined', refusal: DISABLED_CARD_REFUSAL, paymentId: null };
    const paymentId = `sim-pay-${request.idempotencyKey}`;
    const { idempotencyKey, amountCents, customerId, cardId, referenceId } = request;
    const status = sandbox.decline ? 'FAILED' : 'COMPLETED';
    const createdAt = new Date();
    this.recorded.push({
      paymentId,
      idempotencyKey,
      amountCents,
      customerId,
      cardId,
      referenceId,
      status,
      createdAt,
    });
    return sandbox.decline
      ? { status: 'declined', refusal: sandbox.decline, paymentId }
      : { status: 'approved', paymentId, amountCents };
  }
}

/** The earlier answer for a key, or null; the same key with another request is our bug, so it throws. */
function replay<T extends { fingerprint: string }>(
  store: Map<string, T>,
  key: string,
  fingerprint: string,
): T | null {
  const previous = store.get(key);
  if (previous && previous.fingerprint !== fingerprint) {
    throw new Error(`IDEMPOTENCY_KEY_REUSED: idempotency key ${key} was used for a different request`);
  }
  return previous ?? null;
}

function fingerprintOf(body: object): string {
  return JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
}
