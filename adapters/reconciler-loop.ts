import type { Logger } from '../application/ports/logger';
import type { ReconcileReport } from '../application/reconcile-payments';

export interface ReconcilerLoop {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the payments reconciler every intervalMs, one run at a time, in every server process: leases
 * in the database keep processes off each other's work. 0 turns it off (a test runs it by hand).
 */
export function startReconcilerLoop(
  reconciler: { execute(): Promise<ReconcileReport> },
  intervalMs: number,
  logger: Logger,
): ReconcilerLoop {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = reconciler
      .execute()
      .then((report) => {
        if (report.settled + report.stillPending + report.released > 0)
          logger.info({ ...report }, 'payments reconciled');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'payments reconciler failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
