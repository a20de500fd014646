import { ContainerModule } from 'inversify';
import { ReadOperationsFigures } from '../../../application/back-office/read-operations-figures';
import { CheckHealth } from '../../../application/operations/check-health';
import { CheckReadiness } from '../../../application/operations/check-readiness';
import { LiveStreamSlots } from '../../../application/operations/live-stream-slots';
import { OpenWriteLimit } from '../../../application/operations/open-write-limit';
import { ServerMetrics } from '../../metrics/server-metrics';
import { ProcessDrain } from '../../system/process-drain';
import { GAMES_TOKENS } from '../games/tokens';
import { injected, port, SHARED_TOKENS } from '../shared/tokens';
import { OPERATIONS_TOKENS } from './tokens';

const { clock, ids, logger } = SHARED_TOKENS;
const { drain, metrics } = OPERATIONS_TOKENS;
const stats = port('databaseStats');

/** The operations feature's slice of UseCases. */
export const operationsUseCases = {
  // The health check the admin header polls ('SYSTEM ONLINE'); public.
  checkHealth: injected(CheckHealth, stats),
  checkReadiness: injected(CheckReadiness, stats, drain),
  openWriteLimit: OpenWriteLimit,
  liveStreamSlots: LiveStreamSlots,
};

/**
 * Running it as a service: the health check and the readiness probe, the drain flag, the metrics,
 * and the fair-use limits counted for the whole deployment in the persistence every process shares
 * (the writes anyone may make, the places of live streams).
 */
export const operationsModule = (anonymousWritesPerMinute: number) =>
  new ContainerModule(({ bind }) => {
    bind(CheckHealth).toSelf();
    bind(CheckReadiness).toSelf();
    bind(drain).toConstantValue(new ProcessDrain());
    // A dynamic value: the live feeds depend on ports that count into these metrics, so they are
    // resolved at scrape time, from the resolution context.
    bind(metrics).toDynamicValue((ctx) => {
      const figures = ctx.get(ReadOperationsFigures);
      const live = () => ctx.get(GAMES_TOKENS.liveUpdates);
      return new ServerMetrics({ figures: () => figures.execute(), openStreams: () => live().size });
    });
    bind(OpenWriteLimit).toResolvedValue(
      (attempts, now) => new OpenWriteLimit(attempts, now, anonymousWritesPerMinute),
      [port('loginAttempts'), clock],
    );
    bind(LiveStreamSlots).toResolvedValue(
      (l, i, now, log) => new LiveStreamSlots(l, i, now, log.child({ component: 'live' })),
      [port('liveStreamLeases'), ids, clock, logger],
    );
  });
