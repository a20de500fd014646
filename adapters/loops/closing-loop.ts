import type { CloseReport } from '../../application/games/close-games';
import type { Logger } from '../../application/shared/ports/logger';
import { type PeriodicLoop, startPeriodicLoop } from './periodic-loop';

/** Closes ended or sold-out games (and draws them, automaticDraw on) every intervalMs in every process (0: off). */
export function startClosingLoop(
  closer: { execute(): Promise<CloseReport> },
  intervalMs: number,
  logger: Logger,
): PeriodicLoop {
  const run = async () => {
    const report = await closer.execute();
    if (report.closed.length + report.drawn.length > 0) logger.info({ ...report }, 'games closed');
  };
  return startPeriodicLoop(run, intervalMs, logger, 'automatic closing failed');
}
