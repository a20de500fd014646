import type { Logger } from '../../application/shared/ports/logger';
import type { ClaimDeadlinesReport } from '../../application/winners/run-claim-deadlines';
import { type PeriodicLoop, startPeriodicLoop } from './periodic-loop';

/** Sends the claim window's reminders and forfeits claims past it, every intervalMs in every process (0: off). */
export function startClaimsLoop(
  deadlines: { execute(): Promise<ClaimDeadlinesReport> },
  intervalMs: number,
  logger: Logger,
): PeriodicLoop {
  const run = async () => {
    const report = await deadlines.execute();
    if (report.reminded.length + report.forfeited.length > 0) logger.info({ ...report }, 'prize claims');
  };
  return startPeriodicLoop(run, intervalMs, logger, 'prize claim deadlines failed');
}
