import type {
  Refund,
  RefundLedger,
  RefundOpening,
  RefundTry,
} from '../../../application/payments/ports/refund-ledger';
import { REFUND_STATUS_AFTER, type RefundTally } from '../../../domain/payments/refund-progress';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

/** The refunds table's rules (one per claim, conditional changes) over the in-memory store. */
export class InMemoryRefundLedger implements RefundLedger {
  constructor(
    protected readonly store: InMemoryStore,
    protected readonly changes?: Changes,
  ) {}

  async openRefunds(o: RefundOpening): Promise<number> {
    let opened = 0;
    for (const claim of this.store.claims.values()) {
      const payment = this.store.payments.get(claim.id);
      if (claim.gameId !== o.gameId || !payment || this.store.refunds.has(claim.id)) continue;
      if (o.claimIds !== null && !o.claimIds.includes(claim.id)) continue;
      const refund: Refund = {
        claimId: claim.id,
        gameId: claim.gameId,
        gatewayPaymentId: payment.gatewayPaymentId,
        amountCents: payment.amountCents,
        reason: o.reason,
        status: 'pending',
        attempt: 1,
        tries: 0,
        gatewayRefundId: null,
        failureCode: null,
        failureDetail: null,
        lastError: null,
        nextTryAt: o.at,
        createdAt: o.at,
        refundedAt: null,
      };
      setEntry(this.store.refunds, claim.id, refund, this.changes);
      opened++;
    }
    return opened;
  }

  async openRefundsOfCancelledGames(at: Date, limit: number): Promise<number> {
    let opened = 0;
    for (const [gameId, entry] of this.store.games) {
      const reason = entry.game.cancelReason;
      if (entry.game.cancelledAt == null || reason == null || opened >= limit) continue;
      const owed = [...this.store.claims.values()]
        .filter((c) => c.gameId === gameId && this.store.payments.has(c.id) && !this.store.refunds.has(c.id))
        .slice(0, limit - opened)
        .map((c) => c.id);
      if (owed.length > 0) opened += await this.openRefunds({ gameId, claimIds: owed, reason, at });
    }
    return opened;
  }

  async findRefund(claimId: string): Promise<Refund | null> {
    const refund = this.store.refunds.get(claimId);
    return refund ? { ...refund } : null;
  }

  async listRefunds(gameId: number): Promise<Refund[]> {
    const claimOrder = [...this.store.claims.keys()];
    return [...this.store.refunds.values()]
      .filter((refund) => refund.gameId === gameId)
      .sort((a, b) => claimOrder.indexOf(a.claimId) - claimOrder.indexOf(b.claimId))
      .map((refund) => ({ ...refund }));
  }

  async refundTallies(): Promise<RefundTally[]> {
    const tallies = new Map<string, RefundTally>();
    for (const r of this.store.refunds.values()) {
      const key = `${r.gameId}:${r.status}`;
      const t = tallies.get(key) ?? { gameId: r.gameId, status: r.status, count: 0, amountCents: 0 };
      tallies.set(key, { ...t, count: t.count + 1, amountCents: t.amountCents + r.amountCents });
    }
    return [...tallies.values()].sort((a, b) => a.gameId - b.gameId || a.status.localeCompare(b.status));
  }

  async refundsOfClaims(claimIds: readonly string[]): Promise<Refund[]> {
    return claimIds.flatMap((id) => {
      const refund = this.store.refunds.get(id);
      return refund ? [{ ...refund }] : [];
    });
  }

  async leaseDueRefunds(now: Date, leaseUntil: Date, limit: number, gameId?: number): Promise<Refund[]> {
    const due = [...this.store.refunds.values()]
      .filter((r) => r.status !== 'refunded' && r.nextTryAt <= now)
      .filter((r) => gameId === undefined || r.gameId === gameId)
      .sort((a, b) => a.nextTryAt.getTime() - b.nextTryAt.getTime())
      .slice(0, Math.max(0, limit));
    return due.map((refund) => {
      const leased = { ...refund, nextTryAt: leaseUntil };
      setEntry(this.store.refunds, refund.claimId, leased, this.changes);
      return { ...leased };
    });
  }

  async recordRefundTry(
    claimId: string,
    attempt: number,
    outcome: RefundTry,
    at: Date,
    nextTryAt: Date,
  ): Promise<boolean> {
    const refund = this.store.refunds.get(claimId);
    if (!refund || refund.status === 'refunded' || refund.attempt !== attempt) return false;
    const refusal = outcome.status === 'refused' ? outcome : null;
    const status = REFUND_STATUS_AFTER[outcome.status];
    const refundId = outcome.status === 'refused' ? null : outcome.gatewayRefundId;
    const next: Refund = {
      ...refund,
      status,
      attempt: attempt + (refusal ? 1 : 0),
      tries: refund.tries + 1,
      gatewayRefundId: status === 'failed' ? null : (refundId ?? refund.gatewayRefundId),
      failureCode: refusal?.code ?? refund.failureCode,
      failureDetail: refusal?.detail ?? refund.failureDetail,
      lastError: outcome.status === 'unknown' ? outcome.error : refund.lastError,
      nextTryAt,
      refundedAt: status === 'refunded' ? at : null,
    };
    if (next.status === 'refunded' && next.gatewayRefundId === null) throw new Error('a refund needs its id');
    setEntry(this.store.refunds, claimId, next, this.changes);
    return true;
  }
}
