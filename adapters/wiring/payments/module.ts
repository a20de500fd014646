import { ContainerModule } from 'inversify';
import { ACCOUNT_ERASURE_HOOKS } from '../../../application/accounts/tokens';
import { ClaimCharger } from '../../../application/payments/claim-charger';
import { DisableStoredCards } from '../../../application/payments/disable-stored-cards';
import { GetCardFormSetup } from '../../../application/payments/get-card-form-setup';
import { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from '../../../application/payments/payment-timings';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import type { PaymentHistory } from '../../../application/payments/ports/payment-history';
import { ReconcilePayments } from '../../../application/payments/reconcile-payments';
import { RefundRunner } from '../../../application/payments/refund-runner';
import { PAYMENT_GATEWAY, PAYMENT_HISTORY, PAYMENT_TIMINGS } from '../../../application/payments/tokens';
import { invalidatingChargeConfirmer } from '../../cache/invalidating-persistence';
import { cardFormSetupOf, type PaymentsConfig } from '../../config/payments-config';
import { meteredPaymentGateway } from '../../metrics/metered-ports';
import { SimulatedPaymentGateway } from '../../payments-simulator/simulated-payment-gateway';
import { createSquarePaymentGateway } from '../../square/square-payment-gateway';
import { GAMES_TOKENS } from '../games/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { port, SHARED_TOKENS } from '../shared/tokens';

/** What a test may swap: the gateway (e.g. Square on the fake Square API) and the pacing. */
export interface PaymentOverrides {
  gateway?: PaymentGateway;
  paymentTimings?: Partial<PaymentTimings>;
}

/** PAYMENTS=square charges through Square; otherwise the simulator with Square-sandbox behaviour. */
export function createPaymentGateway(config: PaymentsConfig): PaymentGateway {
  return config.gateway === 'square' && config.square
    ? createSquarePaymentGateway(config.square)
    : new SimulatedPaymentGateway();
}

function historyOf(gateway: PaymentGateway | (PaymentGateway & PaymentHistory)): PaymentHistory {
  if ('listPayments' in gateway) return gateway;
  return { listPayments: () => Promise.reject(new Error('this payment gateway cannot list its payments')) };
}

/** Cards on file, charges of paid spins and held numbers, refunds, the reconciler, the account-deletion hook. */
export const paymentsModule = (config: PaymentsConfig, overrides: PaymentOverrides) =>
  new ContainerModule(({ bind }) => {
    const { clock, logger, repositories: repos, unitOfWork: uow, settings } = SHARED_TOKENS;
    const chosen = overrides.gateway ?? createPaymentGateway(config);
    bind(PAYMENT_GATEWAY).toResolvedValue(
      (metrics) => meteredPaymentGateway(chosen, metrics),
      [OPERATIONS_TOKENS.metrics],
    );
    // The gateway's list of payments: Square's and the simulator's; a test's own gateway may have none.
    bind(PAYMENT_HISTORY).toConstantValue(historyOf(chosen));
    bind(PAYMENT_TIMINGS).toConstantValue({ ...DEFAULT_PAYMENT_TIMINGS, ...overrides.paymentTimings });
    // The approved charge's confirm drops the cached reads of a game whose instant prize it won.
    bind(ClaimCharger).toResolvedValue(
      (u, confirms, caches, g, now, t, log, s) =>
        new ClaimCharger(
          u,
          invalidatingChargeConfirmer(confirms, caches.drop),
          g,
          now,
          t,
          log.child({ useCase: 'ClaimCharger' }),
          undefined,
          s,
        ),
      [
        uow,
        port('confirms'),
        GAMES_TOKENS.readCaches,
        PAYMENT_GATEWAY,
        clock,
        PAYMENT_TIMINGS,
        logger,
        settings,
      ],
    );
    // The simulator's test form unless Square charges (a test may inject Square on the fake API).
    bind(GetCardFormSetup).toConstantValue(new GetCardFormSetup(cardFormSetupOf(config)));
    bind(ReconcilePayments).toResolvedValue(
      (r, charger, now, t, u, log, runner) =>
        new ReconcilePayments(r, charger, now, t, u, log.child({ useCase: 'ReconcilePayments' }), runner),
      [repos, ClaimCharger, clock, PAYMENT_TIMINGS, uow, logger, RefundRunner],
    );
    // Disables the player's stored cards when the account is deleted.
    bind(ACCOUNT_ERASURE_HOOKS).to(DisableStoredCards);
  });
