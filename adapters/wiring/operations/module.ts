import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { ReadOperationsFigures } from '../../../application/back-office/read-operations-figures';
import { CheckHealth } from '../../../application/operations/check-health';
import { CheckReadiness } from '../../../application/operations/check-readiness';
import { LiveStreamSlots } from '../../../application/operations/live-stream-slots';
import { OpenWriteLimit } from '../../../application/operations/open-write-limit';
import { ServerMetrics } from '../../metrics/server-metrics';
import { ProcessDrain } from '../../system/process-drain';
import { ACCOUNTS_TOKENS } from '../accounts/tokens';
import { BACK_OFFICE_TOKENS } from '../back-office/tokens';
import { GAMES_TOKENS } from '../games/tokens';
import type { Persistence } from '../persistence';
import { SHARED_TOKENS } from '../shared/tokens';
import { OPERATIONS_TOKENS } from './tokens';

/**
 * Running it as a service: the health check and the readiness probe, the drain flag, the metrics,
 * and the fair-use limits counted for the whole deployment in the persistence every process shares
 * (the writes anyone may make, the places of live streams).
 */
export const operationsModule = (
  anonymousWritesPerMinute: number,
  persistence: Pick<Persistence, 'liveStreamLeases'>,
) =>
  new ContainerModule(({ bind }) => {
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const stats = (ctx: ResolutionContext) => ctx.get(BACK_OFFICE_TOKENS.databaseStats);
    bind(OPERATIONS_TOKENS.drain).toConstantValue(new ProcessDrain());
    bind(OPERATIONS_TOKENS.liveStreamLeases).toConstantValue(persistence.liveStreamLeases);
    bind(OPERATIONS_TOKENS.metrics).toDynamicValue((ctx) => {
      const figures = ctx.get(ReadOperationsFigures);
      // Resolved at scrape time: the live feeds depend on ports that count into these metrics.
      const live = () => ctx.get(GAMES_TOKENS.liveUpdates);
      return new ServerMetrics({ figures: () => figures.execute(), openStreams: () => live().size });
    });
    // The health check the admin header polls ('SYSTEM ONLINE'); public.
    bind(CheckHealth).toDynamicValue((ctx) => new CheckHealth(stats(ctx)));
    bind(CheckReadiness).toDynamicValue(
      (ctx) => new CheckReadiness(stats(ctx), ctx.get(OPERATIONS_TOKENS.drain)),
    );
    bind(OpenWriteLimit).toDynamicValue(
      (ctx) =>
        new OpenWriteLimit(ctx.get(ACCOUNTS_TOKENS.loginAttempts), clock(ctx), anonymousWritesPerMinute),
    );
    bind(LiveStreamSlots).toDynamicValue(
      (ctx) =>
        new LiveStreamSlots(
          ctx.get(OPERATIONS_TOKENS.liveStreamLeases),
          ctx.get(SHARED_TOKENS.ids),
          clock(ctx),
          ctx.get(SHARED_TOKENS.logger).child({ component: 'live' }),
        ),
    );
  });

/** The operations feature's slice of UseCases. */
export const operationsUseCases = (container: Container) => ({
  checkHealth: container.get(CheckHealth),
  checkReadiness: container.get(CheckReadiness),
  openWriteLimit: container.get(OpenWriteLimit),
  liveStreamSlots: container.get(LiveStreamSlots),
});

export type OperationsUseCases = ReturnType<typeof operationsUseCases>;
