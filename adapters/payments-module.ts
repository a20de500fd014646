import { type Container, ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AddCard } from '../application/payments/add-card';
import { CardEnrolment } from '../application/payments/card-enrolment';
import { ClaimCharger } from '../application/payments/claim-charger';
import { DisableStoredCards } from '../application/payments/disable-stored-cards';
import { GetCardFormSetup } from '../application/payments/get-card-form-setup';
import { GetDefaultCard } from '../application/payments/get-default-card';
import { ListCards } from '../application/payments/list-cards';
import { PayHeldNumber } from '../application/payments/pay-held-number';
import { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from '../application/payments/payment-timings';
import type { PaymentGateway } from '../application/payments/ports/payment-gateway';
import { ReconcilePayments } from '../application/payments/reconcile-payments';
import { RemoveCard } from '../application/payments/remove-card';
import { SetDefaultCard } from '../application/payments/set-default-card';
import { GetOpenHold } from '../application/play/get-open-hold';
import { GetPaidSpinStatus } from '../application/play/get-paid-spin-status';
import { SpinWheel } from '../application/play/spin-wheel';
import { cardFormSetupOf, type PaymentsConfig } from './config/payments-config';
import { meteredPaymentGateway } from './metrics/metered-ports';
import { OPERATIONS_TOKENS } from './operations-module';
import { SimulatedPaymentGateway } from './payments-simulator/simulated-payment-gateway';
import { createSquarePaymentGateway } from './square/square-payment-gateway';
import { TOKENS } from './tokens';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const PAYMENT_TOKENS = {
  gateway: token<PaymentGateway>('PaymentGateway'),
  timings: token<PaymentTimings>('PaymentTimings'),
} as const;

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

/** Cards on file, paid spins, held numbers, the reconciler, and the account-deletion hook. */
export const paymentsModule = (config: PaymentsConfig, overrides: PaymentOverrides) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
    const uow = (ctx: ResolutionContext) => ctx.get(TOKENS.unitOfWork);
    const gateway = (ctx: ResolutionContext) => ctx.get(PAYMENT_TOKENS.gateway);
    const clock = (ctx: ResolutionContext) => ctx.get(TOKENS.clock);
    const timings = (ctx: ResolutionContext) => ctx.get(PAYMENT_TOKENS.timings);
    const logger = (ctx: ResolutionContext) => ctx.get(TOKENS.logger);
    const chosen = overrides.gateway ?? createPaymentGateway(config);
    bind(PAYMENT_TOKENS.gateway).toDynamicValue((ctx) =>
      meteredPaymentGateway(chosen, ctx.get(OPERATIONS_TOKENS.metrics)),
    );
    bind(PAYMENT_TOKENS.timings).toConstantValue({ ...DEFAULT_PAYMENT_TIMINGS, ...overrides.paymentTimings });
    bind(ClaimCharger).toDynamicValue(
      (ctx) =>
        new ClaimCharger(
          uow(ctx),
          gateway(ctx),
          clock(ctx),
          timings(ctx),
          ctx.get(TOKENS.logger).child({ useCase: 'ClaimCharger' }),
        ),
    );
    bind(CardEnrolment).toDynamicValue(
      (ctx) =>
        new CardEnrolment(uow(ctx), repos(ctx), gateway(ctx), clock(ctx), ctx.get(TOKENS.ids), logger(ctx)),
    );
    bind(AddCard).toDynamicValue((ctx) => new AddCard(ctx.get(CardEnrolment)));
    bind(ListCards).toDynamicValue((ctx) => new ListCards(repos(ctx).cards));
    bind(GetDefaultCard).toDynamicValue((ctx) => new GetDefaultCard(repos(ctx).cards));
    bind(SetDefaultCard).toDynamicValue((ctx) => new SetDefaultCard(uow(ctx)));
    bind(RemoveCard).toDynamicValue((ctx) => new RemoveCard(uow(ctx), gateway(ctx), clock(ctx), logger(ctx)));
    bind(SpinWheel).toDynamicValue(
      (ctx) =>
        new SpinWheel(
          ctx.get(TOKENS.spins),
          repos(ctx),
          ctx.get(ClaimCharger),
          clock(ctx),
          ctx.get(TOKENS.ids),
          ctx.get(TOKENS.settings),
          timings(ctx),
        ),
    );
    bind(PayHeldNumber).toDynamicValue(
      (ctx) =>
        new PayHeldNumber(
          uow(ctx),
          repos(ctx),
          ctx.get(CardEnrolment),
          ctx.get(ClaimCharger),
          clock(ctx),
          ctx.get(TOKENS.ids),
          timings(ctx),
          logger(ctx),
          ctx.get(TOKENS.settings),
        ),
    );
    bind(GetPaidSpinStatus).toDynamicValue((ctx) => new GetPaidSpinStatus(repos(ctx)));
    bind(GetOpenHold).toDynamicValue((ctx) => new GetOpenHold(repos(ctx), clock(ctx)));
    // The simulator's test form unless Square charges (a test may inject Square on the fake API).
    bind(GetCardFormSetup).toConstantValue(new GetCardFormSetup(cardFormSetupOf(config)));
    bind(ReconcilePayments).toDynamicValue(
      (ctx) =>
        new ReconcilePayments(
          repos(ctx),
          ctx.get(ClaimCharger),
          clock(ctx),
          timings(ctx),
          uow(ctx),
          ctx.get(TOKENS.logger).child({ useCase: 'ReconcilePayments' }),
        ),
    );
    bind(TOKENS.accountErasureHooks).toDynamicValue(
      (ctx) => new DisableStoredCards(repos(ctx).cards, gateway(ctx), clock(ctx)),
    );
  });

/** The payment use cases of the UseCases object. */
export function resolvePaymentUseCases(container: Container) {
  return {
    addCard: container.get(AddCard),
    listCards: container.get(ListCards),
    getDefaultCard: container.get(GetDefaultCard),
    setDefaultCard: container.get(SetDefaultCard),
    removeCard: container.get(RemoveCard),
    spinWheel: container.get(SpinWheel),
    getPaidSpinStatus: container.get(GetPaidSpinStatus),
    payHeldNumber: container.get(PayHeldNumber),
    getOpenHold: container.get(GetOpenHold),
    reconcilePayments: container.get(ReconcilePayments),
    getCardFormSetup: container.get(GetCardFormSetup),
  };
}
