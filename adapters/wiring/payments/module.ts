import { ContainerModule, type Newable } from 'inversify';
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
import { GAMES_TOKENS } from '../games/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { injected, port, SHARED_TOKENS, store } from '../shared/tokens';
import { PAYMENTS_TOKENS } from './tokens';

const { clock, ids, logger, repositories: repos, unitOfWork: uow, settings } = SHARED_TOKENS;
const { gateway, timings, confirms } = PAYMENTS_TOKENS;
const [cards, payments, games] = [store('cards'), store('payments'), store('games')];
const classes = {
  addCard: injected(AddCard, CardEnrolment),
  listCards: injected(ListCards, cards),
  getDefaultCard: injected(GetDefaultCard, cards),
  setDefaultCard: injected(SetDefaultCard, uow),
  removeCard: injected(RemoveCard, uow, gateway, clock, logger),
  payHeldNumber: injected(
    PayHeldNumber,
    uow,
    repos,
    CardEnrolment,
    ClaimCharger,
    clock,
    ids,
    timings,
    logger,
    settings,
  ),
  listTransactions: injected(ListTransactions, store('numbers'), games, payments, store('instantPrizes')),
  listUserTransactions: injected(ListUserTransactions, store('users'), ListTransactions),
  // Refunds of paid claims (RefundGame), their progress, and the runner the reconciler shares.
  refundGame: injected(RefundGame, repos, RefundRunner, clock, timings),
  getRefundProgress: injected(GetRefundProgress, payments),
  getGameRefunds: injected(GetGameRefunds, games, GetRefundProgress),
  listRefundingGames: injected(ListRefundingGames, payments),
};
const internal = [
  injected(CardEnrolment, uow, repos, gateway, clock, ids, logger),
  injected(RefundRunner, uow, gateway, clock, timings, logger),
];
/** Disables the player's stored cards when the account is deleted (bound to accounts' hooks). */
const erasureHook = injected(DisableStoredCards, cards, gateway, clock);

export const paymentsUseCases = {
  ...classes,
  reconcilePayments: ReconcilePayments,
  getCardFormSetup: GetCardFormSetup,
};

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
export const paymentsModule = (config: PaymentsConfig, overrides: PaymentOverrides) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of [...Object.values(classes), ...internal] as Newable[]) bind(useCase).toSelf();
    const chosen = overrides.gateway ?? createPaymentGateway(config);
    bind(gateway).toResolvedValue(
      (metrics) => meteredPaymentGateway(chosen, metrics),
      [OPERATIONS_TOKENS.metrics],
    );
    bind(timings).toConstantValue({ ...DEFAULT_PAYMENT_TIMINGS, ...overrides.paymentTimings });
    bind(confirms).toResolvedValue(
      (raw, caches) => invalidatingChargeConfirmer(raw, caches.drop),
      [port('confirms'), GAMES_TOKENS.readCaches],
    );
    bind(ClaimCharger).toResolvedValue(
      (u, c, g, now, t, log, s) =>
        new ClaimCharger(u, c, g, now, t, log.child({ useCase: 'ClaimCharger' }), undefined, s),
      [uow, confirms, gateway, clock, timings, logger, settings],
    );
    // The simulator's test form unless Square charges (a test may inject Square on the fake API).
    bind(GetCardFormSetup).toConstantValue(new GetCardFormSetup(cardFormSetupOf(config)));
    bind(ReconcilePayments).toResolvedValue(
      (r, charger, now, t, u, log, runner) =>
        new ReconcilePayments(r, charger, now, t, u, log.child({ useCase: 'ReconcilePayments' }), runner),
      [repos, ClaimCharger, clock, timings, uow, logger, RefundRunner],
    );
    bind(ACCOUNTS_TOKENS.accountErasureHooks).to(erasureHook);
  });
