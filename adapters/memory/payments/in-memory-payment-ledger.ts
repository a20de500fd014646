import type {
  AttemptSettlement,
  LedgerPayment,
  NewPaymentAttempt,
  PaymentAttempt,
  PaymentLedger,
} from '../../../application/payments/ports/payment-ledger';
import { setEntry } from '../in-memory-store';
import { InMemoryRefundLedger } from './in-memory-refund-ledger';

/** Enforces what the payment tables' keys enforce, before changing anything; refunds in InMemoryRefundLedger. */
export class InMemoryPaymentLedger extends InMemoryRefundLedger implements PaymentLedger {
  async startAttempt(a: NewPaymentAttempt): Promise<PaymentAttempt> {
    if (!this.store.claims.has(a.claimId)) throw new Error(`Unknown claim ${a.claimId}`);
    if (this.store.paymentAttempts.has(a.id)) throw new Error(`Attempt ${a.id} already exists`);
    if (!Number.isSafeInteger(a.amountCents) || a.amountCents <= 0)
      throw new Error('amount must be positive');
    if (this.attemptsOf(a.claimId).some((other) => other.status === 'pending')) {
      throw new Error(`Claim ${a.claimId} already has a pending attempt`);
    }
    const attempt: PaymentAttempt = {
      ...a,
      status: 'pending',
      gatewayPaymentId: null,
      declineCode: null,
      declineDetail: null,
      tries: 0,
      lastError: null,
      settledAt: null,
    };
    setEntry(this.store.paymentAttempts, a.id, attempt, this.changes);
    return { ...attempt };
  }

  async findAttempt(id: string): Promise<PaymentAttempt | null> {
    const attempt = this.store.paymentAttempts.get(id);
    return attempt ? { ...attempt } : null;
  }

  async latestAttempt(claimId: string): Promise<PaymentAttempt | null> {
    const attempts = this.attemptsOf(claimId);
    const latest = attempts[attempts.length - 1];
    return latest ? { ...latest } : null;
  }

  async settleAttempt(id: string, s: AttemptSettlement, at: Date): Promise<boolean> {
    const attempt = this.store.paymentAttempts.get(id);
    if (attempt?.status !== 'pending') return false;
    if (s.status === 'approved' && this.attemptsOf(attempt.claimId).some((a) => a.status === 'approved')) {
      throw new Error(`Claim ${attempt.claimId} already has an approved attempt`);
    }
    const declined = s.status === 'declined' ? s : null;
    this.put({
      ...attempt,
      status: s.status,
      gatewayPaymentId: s.gatewayPaymentId,
      declineCode: declined?.declineCode ?? null,
      declineDetail: declined?.declineDetail ?? null,
      tries: attempt.tries + 1,
      settledAt: at,
    });
    return true;
  }

  async recordTry(id: string, error: string | null, nextTryAt: Date): Promise<void> {
    const attempt = this.store.paymentAttempts.get(id);
    if (attempt?.status === 'pending')
      this.put({ ...attempt, tries: attempt.tries + 1, lastError: error, nextTryAt });
  }

  async leaseDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentAttempt[]> {
    const due = [...this.store.paymentAttempts.values()]
      .filter((a) => a.status === 'pending' && a.nextTryAt <= now)
      .sort((a, b) => a.nextTryAt.getTime() - b.nextTryAt.getTime())
      .slice(0, Math.max(0, limit));
    return due.map((a) => {
      const leased = { ...a, nextTryAt: leaseUntil };
      this.put(leased);
      return { ...leased };
    });
  }

  async recordPayment(p: LedgerPayment): Promise<void> {
    if (!this.store.claims.has(p.claimId)) throw new Error(`Unknown claim ${p.claimId}`);
    if (!this.store.paymentAttempts.has(p.attemptId)) throw new Error(`Unknown attempt ${p.attemptId}`);
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0)
      throw new Error('amount must be positive');
    for (const other of this.store.payments.values()) {
      if (
        other.claimId === p.claimId ||
        other.attemptId === p.attemptId ||
        other.gatewayPaymentId === p.gatewayPaymentId
      ) {
        throw new Error(`Payment of claim ${p.claimId} is already recorded`);
      }
    }
    setEntry(this.store.payments, p.claimId, { ...p }, this.changes);
  }

  async findPayment(claimId: string): Promise<LedgerPayment | null> {
    const payment = this.store.payments.get(claimId);
    return payment ? { ...payment } : null;
  }

  /** In insertion order, like the seq column. */
  private attemptsOf(claimId: string): PaymentAttempt[] {
    return [...this.store.paymentAttempts.values()].filter((a) => a.claimId === claimId);
  }

  private put(attempt: PaymentAttempt): void {
    setEntry(this.store.paymentAttempts, attempt.id, attempt, this.changes);
  }
}
