import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { AddCard } from '../../../application/payments/add-card';
import { CardEnrolment } from '../../../application/payments/card-enrolment';
import { ClaimCharger } from '../../../application/payments/claim-charger';
import { DisableStoredCards } from '../../../application/payments/disable-stored-cards';
import { GetCardFormSetup } from '../../../application/payments/get-card-form-setup';
import { GetDefaultCard } from '../../../application/payments/get-default-card';
import { GetGameRefunds } from '../../../application/payments/get-game-refunds';
import { GetRefundProgress } from '../../../application/payments/get-refund-progress';
import { ListCards } from '../../../application/payments/list-cards';
import { ListRefundingGames } from '../../../application/payments/list-refunding-games';
import { ListTransactions } from '../../../application/payments/list-transactions';
import { ListUserTransactions } from '../../../application/payments/list-user-transactions';
import { PayHeldNumber } from '../../../application/payments/pay-held-number';
import { DEFAULT_PAYMENT_TIMINGS, type PaymentTimings } from '../../../application/payments/payment-timings';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { ReconcilePayments } from '../../../application/payments/reconcile-payments';
import { RefundGame } from '../../../application/payments/refund-game';
import { RefundRunner } from '../../../application/payments/refund-runner';
import { RemoveCard } from '../../../application/payments/remove-card';
import { SetDefaultCard } from '../../../application/payments/set-default-card';
import { invalidatingChargeConfirmer } from '../../cache/invalidating-persistence';
import { cardFormSetupOf, type PaymentsConfig } from '../../config/payments-config';
import { meteredPaymentGateway } from '../../metrics/metered-ports';
import { SimulatedPaymentGateway } from '../../payments-simulator/simulated-payment-gateway';
import { createSquarePaymentGateway } from '../../square/square-payment-gateway';
import { ACCOUNTS_TOKENS } from '../accounts/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { dropCachedReads } from '../shared/module';
import { SHARED_TOKENS } from '../shared/tokens';
import { PAYMENTS_TOKENS } from './tokens';

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

/** Cards on file, charges of paid spins and held numbers, refunds, the reconciler, the account-deletion hook. */
export const paymentsModule = (
  config: PaymentsConfig,
  persistence: Pick<Persistence, 'confirms'>,
  overrides: PaymentOverrides,
) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const gateway = (ctx: ResolutionContext) => ctx.get(PAYMENTS_TOKENS.gateway);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const timings = (ctx: ResolutionContext) => ctx.get(PAYMENTS_TOKENS.timings);
    const logger = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.logger);
    const chosen = overrides.gateway ?? createPaymentGateway(config);
    bind(PAYMENTS_TOKENS.gateway).toDynamicValue((ctx) =>
      meteredPaymentGateway(chosen, ctx.get(OPERATIONS_TOKENS.metrics)),
    );
    bind(PAYMENTS_TOKENS.timings).toConstantValue({
      ...DEFAULT_PAYMENT_TIMINGS,
      ...overrides.paymentTimings,
    });
    bind(ClaimCharger).toDynamicValue(
      (ctx) =>
        new ClaimCharger(
          uow(ctx),
          invalidatingChargeConfirmer(persistence.confirms, dropCachedReads(ctx)),
          gateway(ctx),
          clock(ctx),
          timings(ctx),
          logger(ctx).child({ useCase: 'ClaimCharger' }),
          undefined,
          ctx.get(SETTINGS_TOKENS.settings),
        ),
    );
    bind(CardEnrolment).toDynamicValue(
      (ctx) =>
        new CardEnrolment(
          uow(ctx),
          repos(ctx),
          gateway(ctx),
          clock(ctx),
          ctx.get(SHARED_TOKENS.ids),
          logger(ctx),
        ),
    );
    bind(AddCard).toDynamicValue((ctx) => new AddCard(ctx.get(CardEnrolment)));
    bind(ListCards).toDynamicValue((ctx) => new ListCards(repos(ctx).cards));
    bind(GetDefaultCard).toDynamicValue((ctx) => new GetDefaultCard(repos(ctx).cards));
    bind(SetDefaultCard).toDynamicValue((ctx) => new SetDefaultCard(uow(ctx)));
    bind(RemoveCard).toDynamicValue((ctx) => new RemoveCard(uow(ctx), gateway(ctx), clock(ctx), logger(ctx)));
    bind(PayHeldNumber).toDynamicValue(
      (ctx) =>
        new PayHeldNumber(
          uow(ctx),
          repos(ctx),
          ctx.get(CardEnrolment),
          ctx.get(ClaimCharger),
          clock(ctx),
          ctx.get(SHARED_TOKENS.ids),
          timings(ctx),
          logger(ctx),
          ctx.get(SETTINGS_TOKENS.settings),
        ),
    );
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
          logger(ctx).child({ useCase: 'ReconcilePayments' }),
          ctx.get(RefundRunner),
        ),
    );
    // Refunds of paid claims (RefundGame), their progress, and the runner the reconciler shares.
    bind(RefundRunner).toDynamicValue(
      (ctx) => new RefundRunner(uow(ctx), gateway(ctx), clock(ctx), timings(ctx), logger(ctx)),
    );
    bind(RefundGame).toDynamicValue(
      (ctx) => new RefundGame(repos(ctx), ctx.get(RefundRunner), clock(ctx), timings(ctx)),
    );
    bind(GetRefundProgress).toDynamicValue((ctx) => new GetRefundProgress(repos(ctx).payments));
    bind(ListRefundingGames).toDynamicValue((ctx) => new ListRefundingGames(repos(ctx).payments));
    bind(GetGameRefunds).toDynamicValue(
      (ctx) => new GetGameRefunds(repos(ctx).games, ctx.get(GetRefundProgress)),
    );
    bind(ListTransactions).toDynamicValue(
      (ctx) =>
        new ListTransactions(
          repos(ctx).numbers,
          repos(ctx).games,
          repos(ctx).payments,
          repos(ctx).instantPrizes,
        ),
    );
    bind(ListUserTransactions).toDynamicValue(
      (ctx) => new ListUserTransactions(repos(ctx).users, ctx.get(ListTransactions)),
    );
    bind(ACCOUNTS_TOKENS.accountErasureHooks).toDynamicValue(
      (ctx) => new DisableStoredCards(repos(ctx).cards, gateway(ctx), clock(ctx)),
    );
  });

/** The payments feature's slice of UseCases. */
export const paymentsUseCases = (container: Container) => ({
  addCard: container.get(AddCard),
  listCards: container.get(ListCards),
  getDefaultCard: container.get(GetDefaultCard),
  setDefaultCard: container.get(SetDefaultCard),
  removeCard: container.get(RemoveCard),
  payHeldNumber: container.get(PayHeldNumber),
  reconcilePayments: container.get(ReconcilePayments),
  getCardFormSetup: container.get(GetCardFormSetup),
  listTransactions: container.get(ListTransactions),
  listUserTransactions: container.get(ListUserTransactions),
  refundGame: container.get(RefundGame),
  getRefundProgress: container.get(GetRefundProgress),
  getGameRefunds: container.get(GetGameRefunds),
  listRefundingGames: container.get(ListRefundingGames),
});

export type PaymentsUseCases = ReturnType<typeof paymentsUseCases>;
