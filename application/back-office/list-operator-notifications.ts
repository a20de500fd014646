import {
  type OperatorNotification,
  operatorNotifications,
  STALE_PAYMENT_MINUTES,
} from '../../domain/back-office/operator-notifications';
import type { Outbox } from '../mail/ports/outbox';
import type { Clock } from '../shared/ports/clock';
import type { OperatorAlerts } from './ports/operator-alerts';

/** What needs the operator now: games to draw, charges still unsettled, numbers held, failed e-mail. */
export class ListOperatorNotifications {
  constructor(
    private readonly alerts: OperatorAlerts,
    private readonly clock: Clock,
    private readonly outbox: Pick<Outbox, 'countFailed'>,
  ) {}

  async execute(): Promise<OperatorNotification[]> {
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - STALE_PAYMENT_MINUTES * 60_000);
    const [games, charges, failedMail] = await Promise.all([
      this.alerts.gamesAwaitingWinner(now),
      this.alerts.unsettledCharges(now, staleBefore),
      this.outbox.countFailed(),
    ]);
    return operatorNotifications({
      gamesAwaitingWinner: games,
      stalePending: charges.stalePending,
      openHolds: charges.openHolds,
      failedMail,
    });
  }
}
