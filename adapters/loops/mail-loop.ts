import type { DispatchReport } from '../../application/mail/dispatch-mail';
import type { Logger } from '../../application/shared/ports/logger';
import { type PeriodicLoop, startPeriodicLoop } from './periodic-loop';

/** Sends the outbox's due e-mails every intervalMs in every server process (0: off). */
export function startMailLoop(
  dispatcher: { execute(): Promise<DispatchReport> },
  intervalMs: number,
  logger: Logger,
): PeriodicLoop {
  const run = async () => {
    const report = await dispatcher.execute();
    if (report.retried + report.failed > 0) logger.info({ ...report }, 'e-mail dispatched');
  };
  return startPeriodicLoop(run, intervalMs, logger, 'e-mail dispatcher failed');
}
