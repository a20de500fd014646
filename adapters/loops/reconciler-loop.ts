import type { ReconcileReport } from '../../application/payments/reconcile-payments';
import type { Logger } from '../../application/shared/ports/logger';
import { type PeriodicLoop, startPeriodicLoop } from './periodic-loop';

export type ReconcilerLoop = PeriodicLoop;

/** Runs the payments reconciler every intervalMs in every server process (0: off). */
export function startReconcilerLoop(
  reconciler: { execute(): Promise<ReconcileReport> },
  intervalMs: number,
  logger: Logger,
): ReconcilerLoop {
  const run = async () => {
    const report = await reconciler.execute();
    if (report.settled + report.stillPending + report.released > 0)
      logger.info({ ...report }, 'payments reconciled');
  };
  return startPeriodicLoop(run, intervalMs, logger, 'payments reconciler failed');
}
