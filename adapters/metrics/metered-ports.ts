import type { ChargeRequest, PaymentGateway } from '../../application/payments/ports/payment-gateway';
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
    refund: (request) => gateway.refund(request),
    getRefund: (refundId) => gateway.getRefund(refundId),
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
