import { inject, injectable } from 'inversify';
import type { RefundTally } from '../../domain/payments/refund-progress';
import type { ClaimStatus } from '../../domain/winners/prize-claim';
import type { Clock } from '../shared/ports/clock';
import type { ConnectionUse, DatabaseStats } from '../shared/ports/database-stats';
import type { Outbox, OutboxStatus } from '../shared/ports/outbox';
import { CLOCK, port, store } from '../shared/tokens';
import type { OperatorAlerts } from './ports/operator-alerts';

/** What an operator's monitoring reads of the database at one instant (the metrics' gauges). */
export interface OperationsFigures {
  holdsOpen: number;
  /** Charge attempts still pending: what the reconciler has left to settle. */
  pendingCharges: number;
  outbox: Record<OutboxStatus, number>;
  /** Refunds not confirmed yet: being asked or unknown (pending), refused and retrying (failed). */
  refundsOpen: { pending: number; failed: number };
  prizeClaims: Record<ClaimStatus, number>;
  pool: { max: number; open: number; active: number };
}

/** The database's side of the metrics: holds, unsettled charges, the outbox, this process's pool. */
@injectable()
export class ReadOperationsFigures {
  constructor(
    @inject(port('operatorAlerts')) private readonly alerts: Pick<OperatorAlerts, 'unsettledCharges'>,
    @inject(store('outbox')) private readonly outbox: Pick<Outbox, 'countByStatus'>,
    /** The refunds counted per game and status (the payments' RefundLedger answers this). */
    @inject(store('payments')) private readonly refunds: { refundTallies(): Promise<RefundTally[]> },
    /** The winners' prize claims, counted (their PrizeClaims store answers this). */
    @inject(store('prizeClaims'))
    private readonly prizeClaims: { countByStatus(): Promise<Record<ClaimStatus, number>> },
    @inject(port('databaseStats')) private readonly database: Pick<DatabaseStats, 'connections'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<OperationsFigures> {
    const now = this.clock.now();
    const [charges, outbox, tallies, prizeClaims, connections] = await Promise.all([
      // Every pending attempt, however young: the cut-off is just after now.
      this.alerts.unsettledCharges(now, new Date(now.getTime() + 1)),
      this.outbox.countByStatus(),
      this.refunds.refundTallies(),
      this.prizeClaims.countByStatus(),
      this.database.connections(),
    ]);
    return {
      holdsOpen: charges.openHolds,
      pendingCharges: charges.stalePending,
      outbox,
      refundsOpen: {
        pending: sumOf(tallies.filter((tally) => tally.status === 'pending')),
        failed: sumOf(tallies.filter((tally) => tally.status === 'failed')),
      },
      prizeClaims,
      pool: poolOf(connections),
    };
  }
}

const sumOf = (tallies: readonly { count: number }[]) => tallies.reduce((sum, tally) => sum + tally.count, 0);

/** The embedded database has one connection, always open. */
const poolOf = (use: ConnectionUse) =>
  use.kind === 'pool' ? { max: use.max, open: use.open, active: use.active } : { max: 1, open: 1, active: 0 };
