import type { Logger } from '../../application/shared/ports/logger';

export interface PeriodicLoop {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every intervalMs, one run at a time, in every server process (leases in the database
 * keep processes off each other's work). A failed run is logged; the next one comes on time.
 * 0 turns it off (a test runs the task by hand).
 */
export function startPeriodicLoop(
  task: () => Promise<void>,
  intervalMs: number,
  logger: Logger,
  failure: string,
): PeriodicLoop {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = task()
      .catch((error: unknown) => logger.error({ err: error }, failure))
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
