import type {
  ChargeRequest,
  PaymentGateway,
  RefundOutcome,
} from '../../application/payments/ports/payment-gateway';
import type { FreeSpinRequest, PaidSpinRequest, SpinDesk } from '../../application/play/ports/spin-desk';
import type { ServerMetrics } from './server-metrics';

/** The spin desk, counting each spin's outcome (claimed, or why it was refused) as it comes back. */
export function meteredSpinDesk(desk: SpinDesk, metrics: ServerMetrics): SpinDesk {
  return {
    preflight: (request) => desk.preflight(request),
    async paid(request: PaidSpinRequest) {
      const outcome = await desk.paid(request);
      metrics.spins.inc({ kind: 'paid', outcome: outcome.kind });
      return outcome;
    },
    async free(request: FreeSpinRequest) {
      const outcome = await desk.free(request);
      metrics.spins.inc({ kind: 'free', outcome: outcome.kind });
      return outcome;
    },
  };
}

/** The payment gateway, counting each charge's outcome, the money approved and the declines' reasons. */
export function meteredPaymentGateway(gateway: PaymentGateway, metrics: ServerMetrics): PaymentGateway {
  return {
    createCustomer: (input) => gateway.createCustomer(input),
    saveCard: (input) => gateway.saveCard(input),
    listCards: (customerId) => gateway.listCards(customerId),
    disableCard: (cardId) => gateway.disableCard(cardId),
    cancelByIdempotencyKey: (key) => gateway.cancelByIdempotencyKey(key),
    async refund(request) {
      return countRefund(await gateway.refund(request), metrics);
    },
    // Asked while a refund's outcome is unknown: only its answer once settled counts (not each 'still processing').
    async getRefund(refundId) {
      const outcome = await gateway.getRefund(refundId);
      return outcome.status === 'unknown' ? outcome : countRefund(outcome, metrics);
    },
    checkConnection: () => gateway.checkConnection(),
    async charge(request: ChargeRequest) {
      const outcome = await gateway.charge(request);
      metrics.charges.inc({ outcome: outcome.status });
      if (outcome.status === 'approved') metrics.chargedCents.inc(outcome.amountCents);
      if (outcome.status === 'declined') metrics.declines.inc({ reason: outcome.refusal.code });
      return outcome;
    },
  };
}

function countRefund(outcome: RefundOutcome, metrics: ServerMetrics): RefundOutcome {
  metrics.refunds.inc({ outcome: outcome.status });
  if (outcome.status === 'refunded') metrics.refundedCents.inc(outcome.amountCents);
  return outcome;
}
