import { type Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { DatabaseStats } from '../application/back-office/ports/database-stats';
import type { OperatorAlerts } from '../application/back-office/ports/operator-alerts';
import { ReadOperationsFigures } from '../application/back-office/read-operations-figures';
import { CheckReadiness } from '../application/operations/check-readiness';
import { LIVE_TOKENS } from './live-module';
import { ServerMetrics } from './metrics/server-metrics';
import { ProcessDrain } from './system/process-drain';
import { TOKENS } from './tokens';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const OPERATIONS_TOKENS = {
  /** Set when the process is asked to stop: readiness turns 503 and new requests are refused. */
  drain: token<ProcessDrain>('ProcessDrain'),
  /** This process's Prometheus registry: the ports count into it, GET /metrics reads it. */
  metrics: token<ServerMetrics>('ServerMetrics'),
} as const;

/** Running it as a service: the readiness probe, the drain flag and the metrics. */
export const operationsModule = (ports: { databaseStats: DatabaseStats; operatorAlerts: OperatorAlerts }) =>
  new ContainerModule(({ bind }) => {
    bind(OPERATIONS_TOKENS.drain).toConstantValue(new ProcessDrain());
    bind(CheckReadiness).toDynamicValue(
      (ctx) => new CheckReadiness(ports.databaseStats, ctx.get(OPERATIONS_TOKENS.drain)),
    );
    bind(ReadOperationsFigures).toDynamicValue(
      (ctx) =>
        new ReadOperationsFigures(
          ports.operatorAlerts,
          ctx.get(TOKENS.repositories).outbox,
          ports.databaseStats,
          ctx.get(TOKENS.clock),
        ),
    );
    bind(OPERATIONS_TOKENS.metrics).toDynamicValue((ctx) => {
      const figures = ctx.get(ReadOperationsFigures);
      // Resolved at scrape time: the live feeds depend on ports that count into these metrics.
      const live = () => ctx.get(LIVE_TOKENS.liveUpdates);
      return new ServerMetrics({ figures: () => figures.execute(), openStreams: () => live().size });
    });
  });

export function resolveOperationsUseCases(container: Container) {
  return {
    checkReadiness: container.get(CheckReadiness),
    readOperationsFigures: container.get(ReadOperationsFigures),
  };
}
