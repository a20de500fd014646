import { AddCard } from './add-card';
import { GetCardFormSetup } from './get-card-form-setup';
import { GetDefaultCard } from './get-default-card';
import { GetGameRefunds } from './get-game-refunds';
import { GetRefundProgress } from './get-refund-progress';
import { ListCards } from './list-cards';
import { ListRefundingGames } from './list-refunding-games';
import { ListTransactions } from './list-transactions';
import { ListUserTransactions } from './list-user-transactions';
import { PayHeldNumber } from './pay-held-number';
import { ReconcilePayments } from './reconcile-payments';
import { RefundGame } from './refund-game';
import { RemoveCard } from './remove-card';
import { SetDefaultCard } from './set-default-card';

/**
 * What the edge calls of payments by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const paymentsUseCases = {
  addCard: AddCard,
  listCards: ListCards,
  getDefaultCard: GetDefaultCard,
  setDefaultCard: SetDefaultCard,
  removeCard: RemoveCard,
  payHeldNumber: PayHeldNumber,
  listTransactions: ListTransactions,
  listUserTransactions: ListUserTransactions,
  refundGame: RefundGame,
  getRefundProgress: GetRefundProgress,
  getGameRefunds: GetGameRefunds,
  listRefundingGames: ListRefundingGames,
  reconcilePayments: ReconcilePayments,
  getCardFormSetup: GetCardFormSetup,
};
