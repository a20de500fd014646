import { type Container, ContainerModule } from 'inversify';
import { GetAnalytics } from '../application/back-office/get-analytics';
import type { Persistence } from './container';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

/** The back office's analytics, read from the store's sums (the ledger, claims and accounts). */
export const analyticsModule = (persistence: Pick<Persistence, 'analytics' | 'presence'>) =>
  new ContainerModule(({ bind }) => {
    bind(GetAnalytics).toDynamicValue(
      (ctx) =>
        new GetAnalytics(
          persistence.analytics,
          ctx.get(TOKENS.settings),
          ctx.get(TOKENS.clock),
          persistence.presence,
        ),
    );
  });

export function resolveAnalyticsUseCases(container: Container): Pick<UseCases, 'getAnalytics'> {
  return { getAnalytics: container.get(GetAnalytics) };
}
