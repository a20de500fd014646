import { ContainerModule } from 'inversify';
import { ReadOperationsFigures } from '../../../application/back-office/read-operations-figures';
import { LiveStreamSlots } from '../../../application/operations/live-stream-slots';
import { OpenWriteLimit } from '../../../application/operations/open-write-limit';
import { ServerMetrics } from '../../metrics/server-metrics';
import { ProcessDrain } from '../../system/process-drain';
import { GAMES_TOKENS } from '../games/tokens';
import { port, SHARED_TOKENS } from '../shared/tokens';
import { OPERATIONS_TOKENS } from './tokens';

const { clock, ids, logger } = SHARED_TOKENS;
const { drain, metrics } = OPERATIONS_TOKENS;

/** Health, readiness, drain, metrics, and the fair-use limits counted over every process. */
export const operationsModule = (anonymousWritesPerMinute: number) =>
  new ContainerModule(({ bind }) => {
    bind(drain).toConstantValue(new ProcessDrain());
    // Dynamic: the live feeds depend on ports that count into these metrics, so they resolve at scrape time.
    bind(metrics).toDynamicValue((ctx) => {
      const figures = ctx.get(ReadOperationsFigures);
      const live = () => ctx.get(GAMES_TOKENS.liveUpdates);
      const served = new ServerMetrics({ figures: () => figures.execute(), openStreams: () => live().size });
      ctx.get(port('publicReads')).observe((route) => served.publicReads.inc({ route }));
      return served;
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
