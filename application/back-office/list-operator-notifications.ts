import { inject, injectable } from 'inversify';
import {
  type OperatorNotification,
  operatorNotifications,
  STALE_PAYMENT_MINUTES,
} from '../../domain/back-office/operator-notifications';
import type { RefundTally } from '../../domain/payments/refund-progress';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import { CLOCK, port, store } from '../shared/tokens';
import type { OperatorAlerts } from './ports/operator-alerts';

/** What needs the operator now: games to draw, charges still unsettled, numbers held, failed e-mail, refunds. */
@injectable()
export class ListOperatorNotifications {
  constructor(
    @inject(port('operatorAlerts')) private readonly alerts: OperatorAlerts,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(store('outbox')) private readonly outbox: Pick<Outbox, 'countFailed'>,
    /** The refunds counted per game and status (the payments' RefundLedger answers this). */
    @inject(store('payments')) private readonly refunds: { refundTallies(): Promise<RefundTally[]> },
  ) {}

  async execute(): Promise<OperatorNotification[]> {
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - STALE_PAYMENT_MINUTES * 60_000);
    const [games, charges, failedMail, tallies] = await Promise.all([
      this.alerts.gamesAwaitingWinner(now),
      this.alerts.unsettledCharges(now, staleBefore),
      this.outbox.countFailed(),
      this.refunds.refundTallies(),
    ]);
    const at = (status: 'failed' | 'pending') => tallies.filter((t) => t.status === status);
    return operatorNotifications({
      gamesAwaitingWinner: games,
      stalePending: charges.stalePending,
      openHolds: charges.openHolds,
      failedMail,
      refunds: {
        failed: at('failed').reduce((sum, t) => sum + t.count, 0),
        failedGames: at('failed').length,
        pending: at('pending').reduce((sum, t) => sum + t.count, 0),
        pendingGames: at('pending').length,
      },
    });
  }
}
