import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from '../../application/payments/ports/payment-gateway';
import type { Gate } from './gate';

/**
 * What happens to the next charge. lost-request: the gateway never saw it. lost-answer: it charged,
 * but the answer never came back. crash: it charged and this process never continues (the promise
 * never settles), like a server stopped between Square's approval and our confirmation.
 */
export type ChargeFault = 'lost-request' | 'lost-answer' | 'throw' | 'crash';

/** A gateway that fails on demand around a real one, and counts every charge call. */
export class FaultyGateway implements PaymentGateway {
  private readonly faults: ChargeFault[] = [];
  /** Every charge request we made, in order (idempotency keys repeat on retries). */
  readonly charges: ChargeRequest[] = [];
  /** Fails every charge this way until cleared (null: behave). */
  always: ChargeFault | null = null;
  /** When set, every charge waits at this gate before it is sent (the test opens it). */
  gate: Gate | null = null;

  private readonly refundFaults: ChargeFault[] = [];
  /** Every refund request we made, in order (keys repeat on retries). */
  readonly refundCalls: RefundRequest[] = [];
  /** Fails every refund call (and refund read) this way until cleared (null: behave). */
  refundsAlways: ChargeFault | null = null;
  /**
   * When set, every refund call (or read) waits here after the gateway acted: a gate never opened is
   * a process killed between the gateway's refund and our record of it.
   */
  refundGate: Gate | null = null;

  constructor(private readonly inner: PaymentGateway) {}

  /** The next refund calls (or refund reads) fail this way, like failNext for charges. */
  failNextRefund(...faults: ChargeFault[]): void {
    this.refundFaults.push(...faults);
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    this.refundCalls.push(request);
    return this.withRefundFault(() => this.inner.refund(request));
  }

  async getRefund(refundId: string): Promise<RefundOutcome> {
    return this.withRefundFault(() => this.inner.getRefund(refundId));
  }

  private async withRefundFault(call: () => Promise<RefundOutcome>): Promise<RefundOutcome> {
    const fault = this.refundFaults.shift() ?? this.refundsAlways;
    if (fault === 'lost-request') return { status: 'unknown', reason: 'timeout: injected', refundId: null };
    if (fault === 'throw') throw new Error('injected gateway failure');
    const outcome = await call();
    await this.refundGate?.pass();
    if (fault === 'lost-answer')
      return { status: 'unknown', reason: 'connection reset: injected', refundId: null };
    if (fault === 'crash') return new Promise<never>(() => {});
    return outcome;
  }

  failNext(...faults: ChargeFault[]): void {
    this.faults.push(...faults);
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    this.charges.push(request);
    await this.gate?.pass();
    const fault = this.faults.shift() ?? this.always;
    if (fault === 'lost-request') return { status: 'unknown', reason: 'timeout: injected' };
    if (fault === 'throw') throw new Error('injected gateway failure');
    const outcome = await this.inner.charge(request);
    if (fault === 'lost-answer') return { status: 'unknown', reason: 'connection reset: injected' };
    if (fault === 'crash') return new Promise<never>(() => {});
    return outcome;
  }

  createCustomer = (input: Parameters<PaymentGateway['createCustomer']>[0]) =>
    this.inner.createCustomer(input);
  saveCard = (input: Parameters<PaymentGateway['saveCard']>[0]) => this.inner.saveCard(input);
  listCards = (customerId: string) => this.inner.listCards(customerId);
  disableCard = (cardId: string) => this.inner.disableCard(cardId);
  cancelByIdempotencyKey = (key: string) => this.inner.cancelByIdempotencyKey(key);
  checkConnection = () => this.inner.checkConnection();
}
